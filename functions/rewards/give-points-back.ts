// Gives back the points an unpaid online order redeemed (decision 158), as ledger items that join the
// transaction cancelling the order. Apart from order-redemption.ts so the payment webhook's bundle
// carries only the ledger's item builders.
import type { OrderReward } from '../../shared/schemas/shop/order';
import type { LedgerEntry } from '../../shared/schemas/loyalty/ledger';
import { accountChangeItem, entryItem } from '../data/loyalty-ledger';
import type { TransactItem } from '../data/transact';

/**
 * A positive adjustment keyed by the order, so it is written once, in the same transaction that
 * cancels the order. It counts for the balance only (not lifetime or tier points).
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
