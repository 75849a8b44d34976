// Redeeming a reward at online checkout (decision 158): the points are taken by the ledger's
// redeemPoints in the SAME transaction as the order and its stock holds, so an order never exists
// without its redemption nor a redemption without its order, and the balance condition refuses an
// overdraw however many checkouts run at once. Cancelling the unpaid order gives the points back in
// the transaction that cancels it.
import type { OrderReward } from '../../shared/schemas/shop/order';
import { onlineRewardDiscount } from '../../shared/schemas/loyalty/reward';
import type { LedgerEntry } from '../../shared/schemas/loyalty/ledger';
import { accountChangeItem, entryItem, getAccount } from '../data/loyalty-ledger';
import { getReward } from '../data/rewards';
import { TransactionCancelledError, transactWrite } from '../data/transact';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import { CompanionWriteFailedError, InsufficientPointsError, NOT_ENOUGH_POINTS, redeemPoints } from '../loyalty/points-ledger';
import type { TransactItem } from '../stock/stock-ledger';

export const REWARD_NOT_AVAILABLE_MESSAGE = 'That reward is not available';
export const REWARD_FOR_REPAIRS_MESSAGE = 'That reward is for repairs: redeem it at the shop counter';

/** The reward's terms for an online order of this amount, checked against the member's balance now. */
export async function rewardForOrder(userId: string, rewardId: string, orderPence: number): Promise<OrderReward> {
  const [reward, account] = await Promise.all([getReward(rewardId), getAccount(userId)]);
  if (!reward || !reward.active) throw new NotFoundError(REWARD_NOT_AVAILABLE_MESSAGE);
  if (reward.appliesTo === 'repair') throw new ConflictError(REWARD_FOR_REPAIRS_MESSAGE);
  // A friendly early answer; the ledger's condition in the order's transaction is what guarantees it.
  if ((account?.balance ?? 0) < reward.pointsCost) throw new ConflictError(NOT_ENOUGH_POINTS);
  return { rewardId: reward.id, name: reward.name, points: reward.pointsCost, discountPence: onlineRewardDiscount(reward.valuePence, orderPence) };
}

/**
 * Writes the order's items (the order, its stock holds) alone, or with the redemption through the
 * ledger. A failed condition of one of the order's own items comes back as the TransactionCancelledError
 * the shop's stockFailure reads, at that item's index.
 */
export async function writeOrder(items: TransactItem[], order: { id: string; userId: string; reward?: OrderReward }, at: Date): Promise<void> {
  if (!order.reward) return transactWrite(items);
  try {
    await redeemPoints({
      userId: order.userId,
      key: `order:${order.id}`,
      points: order.reward.points,
      source: { type: 'reward', id: order.id },
      description: `${order.reward.name}: online order ${order.id}`,
      at,
      with: items,
    });
  } catch (error) {
    if (error instanceof InsufficientPointsError) throw new ConflictError(NOT_ENOUGH_POINTS);
    if (error instanceof CompanionWriteFailedError) throw new TransactionCancelledError(items.map((_, i) => (i === error.index ? 'ConditionalCheckFailed' : 'None')));
    throw error;
  }
}

/**
 * The ledger items that give an unpaid order's points back: a positive adjustment keyed by the order,
 * so it is written once, in the same transaction that cancels the order. It counts towards nothing
 * but the balance (not lifetime or tier points).
 */
export function givePointsBackItems(order: { id: string; userId: string; firstName: string; reward?: OrderReward }, now: Date): TransactItem[] {
  if (!order.reward) return [];
  const at = now.toISOString();
  const entry: LedgerEntry = {
    key: `order:${order.id}:returned`,
    kind: 'adjusted',
    points: order.reward.points,
    source: { type: 'reward', id: order.id },
    description: `${order.reward.name} given back: online order ${order.id} was not paid`,
    at,
  };
  return [entryItem(order.userId, entry), accountChangeItem(order.userId, { points: order.reward.points, earned: 0, name: order.firstName, at })];
}
