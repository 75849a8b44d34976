// The loyalty programme's business facts (issue 16): how points are earned, the tiers with their
// thresholds and benefits, and the claim window. /loyalty shows them; the server computes with them.
import { LOYALTY } from './business';

export type TierName = (typeof LOYALTY.tiers)[number];

export interface Tier {
  name: TierName;
  /** Points earned (earned and bonus entries) in the last 12 months needed to reach the tier. */
  threshold: number;
  /** Off the repair labour and parts at the till. */
  repairDiscountPercent: number;
  /** Added to the standard warranty of a repair collected in this tier. */
  extraWarrantyMonths: number;
  /** Priority booking (decision 153): may book a slot that is full to everyone else, once per slot. */
  priorityBooking: boolean;
}

/** Lowest first. Thresholds in points earned in the last 12 months (decision 151). */
export const TIERS: readonly Tier[] = [
  { name: 'Bronze', threshold: 0, repairDiscountPercent: 0, extraWarrantyMonths: 0, priorityBooking: false },
  { name: 'Silver', threshold: 150, repairDiscountPercent: 5, extraWarrantyMonths: 0, priorityBooking: false },
  { name: 'Gold', threshold: 400, repairDiscountPercent: 10, extraWarrantyMonths: 3, priorityBooking: true },
  { name: 'Platinum', threshold: 800, repairDiscountPercent: 15, extraWarrantyMonths: 6, priorityBooking: true },
];

/** Places a priority-booking member may take in a slot beyond its public capacity (decision 153). */
export const PRIORITY_EXTRA_PLACES = 1;

export const LOYALTY_RULES = {
  pointsPerPound: LOYALTY.pointsPerPound,
  /** Tier progress counts points earned within this many months before today. */
  qualifyingMonths: 12,
  /** A receipt's points can be claimed this many days after the sale (decision 152). */
  claimWindowDays: 30,
  /** Granted once a year, on the birthday (London date), to members with a date of birth on file (decision 159). */
  birthdayBonusPoints: 50,
} as const;

/** Points a repair spend earns: one per whole pound, before promotions. */
export function pointsForPence(pence: number): number {
  return Math.max(0, Math.floor(pence / 100)) * LOYALTY_RULES.pointsPerPound;
}

export function tierFor(qualifyingPoints: number): Tier {
  let reached = TIERS[0]!;
  for (const tier of TIERS) if (qualifyingPoints >= tier.threshold) reached = tier;
  return reached;
}

export function tierByName(name: TierName): Tier {
  return TIERS.find((t) => t.name === name)!;
}

/** The next tier and the points still needed, or null at the top. */
export function nextTier(qualifyingPoints: number): { tier: Tier; pointsNeeded: number } | null {
  const next = TIERS.find((t) => t.threshold > qualifyingPoints);
  return next ? { tier: next, pointsNeeded: next.threshold - qualifyingPoints } : null;
}

export function tierRank(name: TierName): number {
  return TIERS.findIndex((t) => t.name === name);
}
