// The signed-in member's part of /loyalty: balance, tier, progress to the next tier and history.
// Visitors see the invitation the prerendered HTML holds. Loads after hydration with the app's query client.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { Spinner } from '../../../components/ui/spinner';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useMayBeSignedIn } from '../../../lib/signed-in-hint';
import { myLoyaltyQueryOptions } from '../api/my-loyalty';
import { TierBadge } from './tier-badge';
import { TierProgressBar } from './tier-progress-bar';
import { VisitorInvitation } from './visitor-invitation';

export function MemberPoints() {
  const auth = useAuth();
  const mayBeSignedIn = useMayBeSignedIn();
  if (auth.status === 'authenticated') return <MyPoints />;
  if (auth.status === 'loading' && mayBeSignedIn) return <PointsSpinner />;
  return <VisitorInvitation />;
}

/** Small, so a member's points replace it without moving the page more than they must. */
function PointsSpinner() {
  return (
    <div className="flex min-h-12 items-center">
      <Spinner label="Loading your points" />
    </div>
  );
}

function MyPoints() {
  const mine = useQuery(myLoyaltyQueryOptions());
  if (mine.isPending) return <PointsSpinner />;
  if (mine.isError) return <p role="alert" className="text-danger">We could not load your points. Please try again.</p>;
  const m = mine.data;
  return (
    <section aria-labelledby="my-points" className="grid gap-5 rounded-2xl border border-primary/40 bg-surface p-6">
      <h2 id="my-points" className="text-2xl font-semibold">
        Your points
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">Balance</dt>
          <dd className="text-3xl font-bold" data-testid="loyalty-balance">
            {m.balance} points
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Tier</dt>
          <dd className="text-3xl" data-testid="loyalty-tier">
            <TierBadge tier={m.tier} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Earned in the last 12 months</dt>
          <dd className="text-3xl font-bold">{m.qualifyingPoints}</dd>
        </div>
      </dl>
      <TierProgressBar progress={m} />
      <Link to={paths.loyaltyClaim} className={buttonClasses('outline', 'md', 'justify-self-start')}>
        Claim points from a receipt
      </Link>
      <h3 className="text-lg font-semibold">History</h3>
      {m.history.length === 0 ? (
        <p className="text-muted">No points yet: they appear here when you pay for a repair or claim a receipt.</p>
      ) : (
        <ScrollRegion label="Points history">
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  What
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {m.history.map((entry) => (
                <tr key={entry.key} className="border-t border-border">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDate(entry.at)}</td>
                  <td className="py-2 pr-4">{entry.reason ? `${entry.description}: ${entry.reason}` : entry.description}</td>
                  <td className="py-2 text-right font-mono">{entry.points > 0 ? `+${entry.points}` : entry.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
