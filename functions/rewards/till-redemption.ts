// Loyalty at the till (decisions 160, 161): what a known customer brings to a sale (their tier's repair
// discount, their balance, the rewards it covers), the redemption's ledger items that go in the SAME
// transaction as the sale (keyed by the sale, with the balance condition that refuses an overdraw).
// What a refund gives back is in till-points-back.ts, so the refund's bundle carries only that.
import { spread } from '../../shared/sales/sale-totals';
import type { SaleReward } from '../../shared/schemas/sales/sale';
import type { LedgerEntry } from '../../shared/schemas/loyalty/ledger';
import { getCustomer } from '../data/customers';
import { accountChangeItem, entryItem, getAccount } from '../data/loyalty-ledger';
import { getReward, listRewards } from '../data/rewards';
import type { TransactItem } from '../data/transact';
import { memberTier } from '../loyalty/benefits';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import type { Reward } from '../../shared/schemas/loyalty/reward';
import type { TillMember } from '../../shared/schemas/loyalty/till-member';

export const REWARD_NOT_AVAILABLE = 'That reward is not available.';
export const REWARD_NEEDS_A_MEMBER = 'Rewards need a customer with a loyalty account: choose the customer first.';
/** The ledger's own words for a taking the balance does not cover (functions/loyalty/points-ledger.ts). */
export const NOT_ENOUGH_POINTS = 'Not enough points for that.';

export interface TillMemberFacts {
  userId: string;
  tier: string;
  repairDiscountPercent: number;
}

/** The member's tier now (before this sale's own points), for the repair discount. */
export async function tillMemberFacts(userId: string, now: Date): Promise<TillMemberFacts> {
  const tier = await memberTier(userId, now);
  return { userId, tier: tier.name, repairDiscountPercent: tier.repairDiscountPercent };
}

/** What the till shows for a customer record: null member when the record has no account. */
export async function tillMember(customerQr: string, now: Date): Promise<TillMember | null> {
  const record = await getCustomer(customerQr);
  if (!record) return null;
  if (!record.userId) return { member: null };
  const [facts, account, rewards] = await Promise.all([tillMemberFacts(record.userId, now), getAccount(record.userId), listRewards()]);
  const balance = account?.balance ?? 0;
  const affordable = rewards.filter((r) => r.active && r.pointsCost <= balance).map(({ id, name, pointsCost, valuePence, appliesTo }) => ({ id, name, pointsCost, valuePence, appliesTo }));
  return { member: { ...facts, balance, rewards: affordable } };
}

/** The reward asked for, active, for a sale with a member. The balance is the sale transaction's condition to check. */
export async function rewardForSale(rewardId: string, userId: string | null): Promise<Reward> {
  if (!userId) throw new ConflictError(REWARD_NEEDS_A_MEMBER);
  const reward = await getReward(rewardId);
  if (!reward || !reward.active) throw new NotFoundError(REWARD_NOT_AVAILABLE);
  return reward;
}

/** Each line's share of the reward's points, in proportion to its share of the discount. */
export function rewardPointsByLine(points: number, lineDiscounts: readonly number[]): number[] {
  return spread(points, lineDiscounts);
}

/**
 * The redemption's entry (keyed `sale:<saleId>:reward`) and the balance change conditional on the
 * balance covering it. Put them in the sale's transaction: the index of the balance change is
 * `at + 1` where `at` is where the entry goes.
 */
export function redemptionItems(saleId: string, invoiceNumber: string, reward: SaleReward, memberName: string, at: string): TransactItem[] {
  const entry: LedgerEntry = {
    key: `sale:${saleId}:reward`,
    kind: 'redeemed',
    points: -reward.points,
    source: { type: 'reward', id: saleId },
    description: `${reward.name}: till sale ${invoiceNumber}`,
    at,
  };
  return [entryItem(reward.userId, entry), accountChangeItem(reward.userId, { points: -reward.points, earned: 0, name: memberName, at })];
}
