// Redeeming a reward at online checkout (decision 158): the ledger's entry and its balance change
// (the loyalty area's item builders, the same ones its redeemPoints writes) go in the SAME transaction
// as the order and its stock holds, so an order never exists without its redemption nor a redemption
// without its order, and the balance condition refuses an overdraw however many checkouts run at once.
import { onlineRewardDiscount } from '../../shared/loyalty/reward-discount';
import type { OrderReward } from '../../shared/schemas/shop/order';
import { accountChangeItem, entryItem, getAccount } from '../data/loyalty-ledger';
import { getReward } from '../data/rewards';
import { TransactionCancelledError, transactWrite } from '../data/transact';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import type { TransactItem } from '../data/transact';

export const REWARD_NOT_AVAILABLE_MESSAGE = 'That reward is not available';
export const REWARD_FOR_REPAIRS_MESSAGE = 'That reward is for repairs: redeem it at the shop counter';
/** The ledger's own words for a taking the balance does not cover (functions/loyalty/points-ledger.ts). */
export const NOT_ENOUGH_POINTS = 'Not enough points for that.';

/** The reward's terms for an online order of this amount, checked against the member's balance now. */
export async function rewardForOrder(userId: string, rewardId: string, orderPence: number): Promise<OrderReward> {
  const [reward, account] = await Promise.all([getReward(rewardId), getAccount(userId)]);
  if (!reward || !reward.active) throw new NotFoundError(REWARD_NOT_AVAILABLE_MESSAGE);
  if (reward.appliesTo === 'repair') throw new ConflictError(REWARD_FOR_REPAIRS_MESSAGE);
  // A friendly early answer; the balance condition in the order's transaction is what guarantees it.
  if ((account?.balance ?? 0) < reward.pointsCost) throw new ConflictError(NOT_ENOUGH_POINTS);
  return { rewardId: reward.id, name: reward.name, points: reward.pointsCost, discountPence: onlineRewardDiscount(reward.valuePence, orderPence) };
}

/**
 * Writes the order's items (the order, its stock holds), followed by the redemption's entry (keyed
 * `order:<orderId>`) and balance change when it redeems a reward. The order's items keep their
 * indexes, so the shop's stockFailure reads a cancellation as before; a failed balance condition is
 * 409 'Not enough points for that.'.
 */
export async function writeOrder(items: TransactItem[], order: { id: string; userId: string; firstName: string; reward?: OrderReward }, now: Date): Promise<void> {
  if (!order.reward) return transactWrite(items);
  const at = now.toISOString();
  const { points, name } = order.reward;
  const entry = { key: `order:${order.id}`, kind: 'redeemed' as const, points: -points, source: { type: 'reward' as const, id: order.id }, description: `${name}: online order ${order.id}`, at };
  const balanceIndex = items.length + 1;
  try {
    await transactWrite([...items, entryItem(order.userId, entry), accountChangeItem(order.userId, { points: -points, earned: 0, name: order.firstName, at })]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(balanceIndex)) throw new ConflictError(NOT_ENOUGH_POINTS);
    throw error;
  }
}
