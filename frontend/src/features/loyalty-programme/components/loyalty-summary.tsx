// The dashboard's loyalty card: points and tier, with the way to /loyalty. Its frame, the card while
// the points load, is drawn in the page's HTML (docs/decisions/214-account-pages-frames.md).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { myLoyaltyQueryOptions } from '../api/my-loyalty';
import { TierBadge } from './tier-badge';
import { TierProgressBar } from './tier-progress-bar';

function LoyaltyCard({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="loyalty-summary" className="grid gap-3 rounded-2xl border border-border bg-surface p-6">
      <h2 id="loyalty-summary" className="text-xl font-semibold">
        Loyalty points
      </h2>
      {children}
      <Link to={paths.loyalty} className="text-sm font-medium text-primary hover:underline">
        Your points and history
      </Link>
    </section>
  );
}

/**
 * The loaded card's height (points line, progress bar, the line under it), so the sections below do
 * not move when the points arrive (issue 10: CLS <= 0.02 on the dashboard).
 */
function LoadingPoints() {
  return (
    <>
      <p className="text-lg text-muted">Loading your points...</p>
      <div className="grid gap-2" aria-hidden="true">
        <div className="h-3 rounded-full bg-background" />
        <div className="h-10 sm:h-5" />
      </div>
    </>
  );
}

/** The card before the points are asked for. */
export function LoyaltySummaryFrame() {
  return (
    <LoyaltyCard>
      <LoadingPoints />
    </LoyaltyCard>
  );
}

export function LoyaltySummary() {
  const mine = useQuery(myLoyaltyQueryOptions());
  return (
    <LoyaltyCard>
      {mine.isPending ? (
        <LoadingPoints />
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
    </LoyaltyCard>
  );
}
