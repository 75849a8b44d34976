import type { TierProgress } from '../../../../../shared/schemas/loyalty/ledger';

/** How far the member is from the next tier; at the top, says so. */
export function TierProgressBar({ progress }: { progress: TierProgress }) {
  const next = progress.nextTier;
  if (!next) return <p className="text-sm text-muted">You are at our top tier. Thank you for being a Platinum member.</p>;
  const percent = Math.min(100, Math.round((progress.qualifyingPoints / next.threshold) * 100));
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label={`Progress to ${next.name}`}
        aria-valuemin={0}
        aria-valuemax={next.threshold}
        aria-valuenow={progress.qualifyingPoints}
        className="h-3 overflow-hidden rounded-full bg-background"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted">
        {next.pointsNeeded} more points in the next 12 months to reach {next.name}.
      </p>
    </div>
  );
}
