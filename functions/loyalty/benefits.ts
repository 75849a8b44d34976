// A member's tier benefits as other areas use them: the till's repair discount, the extra warranty
// months on a repair collected now, priority booking (decision 153).
import { tierByName, type Tier } from '../../shared/loyalty';
import { tierProgress } from './tier-progress';

export async function memberTier(userId: string, now: Date): Promise<Tier> {
  return tierByName((await tierProgress(userId, now)).tier);
}

/** The repair discount (%) the member's tier gives at the till; 0 for Bronze. */
export async function repairDiscountPercentFor(userId: string, now: Date): Promise<number> {
  return (await memberTier(userId, now)).repairDiscountPercent;
}

/** Months added to the standard warranty of a repair the member collects now. */
export async function extraWarrantyMonthsFor(userId: string, now: Date): Promise<number> {
  return (await memberTier(userId, now)).extraWarrantyMonths;
}
