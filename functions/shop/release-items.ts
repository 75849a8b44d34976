// The writes that end an unpaid checkout: the order Cancelled and each of its holds released. Kept
// apart from release-checkout.ts (which closes the payment page through the provider), so the
// payment webhook can use them without the provider's client.
import type { Order } from '../../shared/schemas/shop/order';
import { changedOrderItem } from '../data/shop-orders';
import { givePointsBackItems } from '../rewards/give-points-back';
import { release } from '../data/stock-ledger';
import type { TransactItem } from '../data/transact';
import { withStatus } from './order-changes';
import { voucherReleaseItems } from './order-vouchers';

/** The holds an order's lines took (one per line; a serialised line is one unit), as the ledger names them. */
export function holdsOf(order: Order): { holdId: string; productId: string; quantity: number; unitId?: string }[] {
  return order.lines.map((line) => ({ holdId: order.id, productId: line.productId, quantity: line.quantity, unitId: line.unitIds[0] }));
}

/** The order Cancelled, its holds released, any points it redeemed (decision 158) and any gift card or store credit it took (decision 346) given back. */
export function releaseItems(order: Order, now: Date, by: string): TransactItem[] {
  return [changedOrderItem(order, withStatus(order, 'Cancelled', now, by)), ...holdsOf(order).flatMap((hold) => release(hold)), ...givePointsBackItems(order, now), ...voucherReleaseItems(order, now)];
}
