// The dashboard's loyalty card: points and tier, with the way to /loyalty.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { myLoyaltyQueryOptions } from '../api/my-loyalty';
import { TierBadge } from './tier-badge';
import { TierProgressBar } from './tier-progress-bar';

export function LoyaltySummary() {
  const mine = useQuery(myLoyaltyQueryOptions());
  return (
    <section aria-labelledby="loyalty-summary" className="grid gap-3 rounded-2xl border border-border bg-surface p-6">
      <h2 id="loyalty-summary" className="text-xl font-semibold">
        Loyalty points
      </h2>
      {mine.isPending ? (
        <p className="text-muted">Loading your points...</p>
      ) : mine.isError ? (
        <p className="text-muted">Your points could not be loaded just now.</p>
      ) : (
        <>
          <p className="text-lg" data-testid="dashboard-loyalty">
            <span className="font-bold">{mine.data.balance} points</span>, <TierBadge tier={mine.data.tier} /> member
          </p>
          <TierProgressBar progress={mine.data} />
        </>
      )}
      <Link to={paths.loyalty} className="text-sm font-medium text-primary hover:underline">
        Your points and history
      </Link>
    </section>
  );
}
