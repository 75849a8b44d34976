// Warranty maths: a repair is covered for BUSINESS.warrantyMonths calendar months from collection.
import { BUSINESS } from '../business';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Collection time plus the warranty months; the 31st of a short month clamps to its last day. */
export function warrantyEndFrom(collectedAt: string | Date, months: number = BUSINESS.warrantyMonths): string {
  const start = new Date(collectedAt);
  const end = new Date(start.getTime());
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.toISOString();
}

export type WarrantyState = 'none' | 'active' | 'expired';

export interface Warranty {
  state: WarrantyState;
  endsAt: string | null;
  /** Whole days left, rounded up (0 once expired or when there is none). */
  daysLeft: number;
}

export function warrantyOf(warrantyEndsAt: string | undefined | null, now: Date): Warranty {
  if (!warrantyEndsAt) return { state: 'none', endsAt: null, daysLeft: 0 };
  const left = Date.parse(warrantyEndsAt) - now.getTime();
  if (left <= 0) return { state: 'expired', endsAt: warrantyEndsAt, daysLeft: 0 };
  return { state: 'active', endsAt: warrantyEndsAt, daysLeft: Math.ceil(left / DAY_MS) };
}

export function isUnderWarranty(warrantyEndsAt: string | undefined | null, now: Date): boolean {
  return warrantyOf(warrantyEndsAt, now).state === 'active';
}
