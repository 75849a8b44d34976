// What a payment event does to a shop order (registered as the 'shop-order' purpose; decision 133).
// - Completed while Pending payment: Paid, holds turned into sales, cart emptied, confirmation email.
// - Completed after the hold was released (Cancelled): honoured if the stock is still there (sold
//   straight from stock), otherwise refunded in full, marked Refunded and the customer told.
// - Expired: the checkout is released. Failed: counted on the order (the customer may try again).
import type { Order } from '../../shared/schemas/shop/order';
import { clearCartItem } from '../data/carts';
import { getProducts } from '../data/products';
import { changedOrderItem, getShopOrder } from '../data/shop-orders';
import { requestEmail } from '../mail/request-email';
import { orderConfirmedMessage, orderNotHonouredMessage } from '../mail/templates/shop-order-emails';
import type { PaymentEvent } from '../payments/payment-provider';
import { registerPaymentPurpose, type PaymentOutcome } from '../payments/payment-purposes';
import { paymentRefundRequestedEvent } from '../../shared/events';
import { publishEvent } from '../events/publish-event';
import { commitHold, recordStockMovement, type TransactItem } from '../stock/stock-ledger';
import { withStatus } from './order-changes';
import { holdsOf, releaseItems } from './release-items';
import { SHOP_ORDER_PURPOSE } from './payment-purpose';

const ONLINE = { id: 'online-shop', name: 'Online shop' };

async function onPaymentEvent(event: PaymentEvent, now: Date): Promise<PaymentOutcome> {
  const order = event.reference ? await getShopOrder(event.reference) : null;
  if (!order) return { items: [] };
  if (event.type === 'checkout.expired') return { items: order.status === 'Pending payment' ? releaseItems(order, now, 'Payment page closed') : [] };
  if (event.type === 'payment.failed') {
    return { items: order.status === 'Pending payment' ? [changedOrderItem(order, withStatus(order, order.status, now, 'Customer', { paymentFailures: order.paymentFailures + 1 }))] : [] };
  }
  if (event.type !== 'checkout.completed') return { items: [] };
  if (order.status === 'Pending payment') return paid(order, event, now);
  if (order.status === 'Cancelled' && !order.paymentId) return lateHonourOrRefund(order, event, now);
  return { items: [] };
}

function paid(order: Order, event: PaymentEvent, now: Date): PaymentOutcome {
  const after = withStatus(order, 'Paid', now, 'Payment', { paymentId: event.paymentId });
  const movement = { kind: 'online-sale' as const, reason: `Online order ${order.id}`, causeId: `order:${order.id}`, actor: ONLINE, at: now };
  return {
    items: [changedOrderItem(order, after), ...holdsOf(order).flatMap((hold) => commitHold(hold, movement)), clearCartItem(order.userId)],
    afterCommit: () => requestEmail('order-confirmed', order.email, orderConfirmedMessage(after)),
  };
}

async function lateHonourOrRefund(order: Order, event: PaymentEvent, now: Date): Promise<PaymentOutcome> {
  const products = await getProducts(order.lines.map((line) => line.productId));
  const serialised = order.lines.some((line) => line.unitIds.length > 0);
  const inStock = order.lines.every((line) => (products.get(line.productId)?.available ?? 0) >= line.quantity);
  // Points redeemed on the order were given back when it was cancelled, so its discount is not honoured late (decision 158).
  if (inStock && !serialised && !order.reward) {
    const after = withStatus(order, 'Paid', now, 'Payment', { paymentId: event.paymentId });
    const items: TransactItem[] = [
      changedOrderItem(order, after),
      ...order.lines.flatMap((line) =>
        recordStockMovement({ productId: line.productId, kind: 'online-sale', delta: -line.quantity, reason: `Online order ${order.id} (paid after its hold lapsed)`, causeId: `order:${order.id}`, actor: ONLINE, at: now }),
      ),
      clearCartItem(order.userId),
    ];
    return { items, afterCommit: () => requestEmail('order-confirmed', order.email, orderConfirmedMessage(after)) };
  }
  // The stock has gone: the order is Refunded and the refund is asked of the provider on the bus (the
  // webhook Lambda carries no provider client); its idempotency key makes it one refund however often.
  const amountPence = event.amountPence ?? order.totalPence;
  const refundId = `order:${order.id}:not-honoured`;
  const after = withStatus(order, 'Refunded', now, 'Payment', {
    paymentId: event.paymentId,
    notHonoured: true,
    refundedPence: amountPence,
    refunds: [{ refundId, amountPence, lines: {}, reason: 'Paid after the reservation lapsed; items sold out', at: now.toISOString() }],
  });
  // Asked before the order is written: if the write fails, the provider retries the webhook and the
  // same key asks again, which the provider answers with the same single refund.
  await publishEvent(paymentRefundRequestedEvent, { paymentId: event.paymentId!, amountPence, idempotencyKey: refundId, reference: `order:${order.id}` });
  return { items: [changedOrderItem(order, after)], afterCommit: () => requestEmail('order-not-honoured', order.email, orderNotHonouredMessage(after)) };
}

registerPaymentPurpose(SHOP_ORDER_PURPOSE, onPaymentEvent);
