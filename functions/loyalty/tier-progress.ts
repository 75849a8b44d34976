// A member's tier (decision 151): decided by the points earned (earned and bonus entries, less those
// of refunded repairs: decision 239) in the last 12 months, summed over the accounts that pool tier progress with the member. Balances stay personal.
import { LOYALTY_RULES, nextTier, tierFor } from '../../shared/loyalty';
import type { TierProgress } from '../../shared/schemas/loyalty/ledger';
import { familyPoolOf } from '../data/family-groups';
import { entriesSince } from '../data/loyalty-ledger';
import { qualifyingPointsOf } from './qualifying';

/** The start of the qualifying window: the same instant 12 months before `now`. */
export function qualifyingFrom(now: Date): Date {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - LOYALTY_RULES.qualifyingMonths);
  return from;
}

/** Points earned in the last 12 months by these accounts together (one Query each). */
export async function qualifyingPoints(userIds: readonly string[], now: Date): Promise<number> {
  const from = qualifyingFrom(now).toISOString();
  const totals = await Promise.all(
    userIds.map(async (userId) =>
      (await entriesSince(userId, from)).filter((e) => e.at <= now.toISOString()).reduce((sum, e) => sum + qualifyingPointsOf(e), 0),
    ),
  );
  return totals.reduce((sum, n) => sum + n, 0);
}

/**
 * The accounts whose points count towards this member's tier: the member's own, or every member of
 * their family group, which pools tier progress only (decision 155).
 */
export async function tierPoolOf(userId: string): Promise<string[]> {
  return familyPoolOf(userId);
}

export function progressFor(points: number): TierProgress {
  const next = nextTier(points);
  return {
    tier: tierFor(points).name,
    qualifyingPoints: points,
    nextTier: next ? { name: next.tier.name, threshold: next.tier.threshold, pointsNeeded: next.pointsNeeded } : null,
  };
}

export async function tierProgress(userId: string, now: Date): Promise<TierProgress> {
  return progressFor(await qualifyingPoints(await tierPoolOf(userId), now));
}
