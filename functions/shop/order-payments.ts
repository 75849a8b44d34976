// What a payment event does to a shop order (registered as the 'shop-order' purpose; decision 133).
// - Completed while Pending payment: Paid, holds turned into sales, cart emptied, confirmation email.
// - Completed after the hold was released (Cancelled): honoured if the stock is still there (sold
//   straight from stock), otherwise refunded in full, marked Refunded and the customer told.
// - Expired: the checkout is released. Failed: counted on the order (the customer may try again).
// A paid order gets its invoice in the same transaction, from the till's gapless sequence (decision
// 138); the webhook commits it through commitWithRetries and announces it to the reports.
import type { Order } from '../../shared/schemas/shop/order';
import { clearCartItem } from '../data/carts';
import { getProducts } from '../data/products';
import { changedOrderItem, getShopOrder } from '../data/shop-orders';
import { requestEmail } from '../mail/request-email';
import { orderConfirmedMessage, orderNotHonouredMessage } from '../mail/templates/shop-order-emails';
import type { PaymentEvent } from '../payments/payment-provider';
import { registerPaymentPurpose, type PaymentOutcome } from '../payments/payment-purposes';
import { intentClaimItem } from '../data/payment-intents';
import { leaseFrom } from '../payments/payment-intents';
import { commitHold, recordStockMovement } from '../data/stock-ledger';
import type { TransactItem } from '../data/transact';
import { withStatus } from './order-changes';
import { issueOrderInvoice } from './order-invoice';
import { holdsOf, releaseItems } from './release-items';
import { orderRefundKey, SHOP_ORDER_PURPOSE } from './payment-purpose';
import { orderPaidEvent } from '../../shared/events';
import { announce } from '../events/announce';

const ONLINE = { id: 'online-shop', name: 'Online shop' };

async function onPaymentEvent(event: PaymentEvent, now: Date): Promise<PaymentOutcome> {
  const order = event.reference ? await getShopOrder(event.reference) : null;
  if (!order) return { items: [] };
  if (event.type === 'checkout.expired') return { items: order.status === 'Pending payment' ? releaseItems(order, now, 'Payment page closed') : [] };
  if (event.type === 'payment.failed') {
    return { items: order.status === 'Pending payment' ? [changedOrderItem(order, withStatus(order, order.status, now, 'Customer', { paymentFailures: order.paymentFailures + 1 }))] : [] };
  }
  if (event.type !== 'checkout.completed') return { items: [] };
  if (order.status === 'Pending payment') return paidOrder(order, event.paymentId, now);
  if (order.status === 'Cancelled' && !order.paymentId) return lateHonourOrRefund(order, event, now);
  return { items: [] };
}

/** The order's write, its invoice's items after its own, the counter's move retryable. */
async function invoiced(order: Order, after: Order, paymentId: string | undefined, now: Date, items: TransactItem[]): Promise<PaymentOutcome> {
  const invoice = await issueOrderInvoice(order, paymentId, now);
  const withInvoice = { ...after, invoiceNumber: invoice.document.number };
  return {
    items: [changedOrderItem(order, withInvoice), ...items, ...invoice.items],
    retryable: [items.length + 1],
    documents: [invoice.document.number],
    // The marker of the provider's event and the order's Pending payment condition make this run once per order.
    afterCommit: async () => {
      await requestEmail('order-confirmed', order.email, orderConfirmedMessage(withInvoice));
      await announce(orderPaidEvent, { orderId: order.id, totalPence: order.totalPence, at: now.toISOString() });
    },
  };
}

/** A Pending payment order paid: by the payment page's `paymentId`, or by none when gift cards or store credit covered it (decision 346). */
export function paidOrder(order: Order, paymentId: string | undefined, now: Date): Promise<PaymentOutcome> {
  const after = withStatus(order, 'Paid', now, 'Payment', paymentId ? { paymentId } : {});
  const movement = { kind: 'online-sale' as const, reason: `Online order ${order.id}`, causeId: `order:${order.id}`, actor: ONLINE, at: now };
  return invoiced(order, after, paymentId, now, [...holdsOf(order).flatMap((hold) => commitHold(hold, movement)), clearCartItem(order.userId)]);
}

async function lateHonourOrRefund(order: Order, event: PaymentEvent, now: Date): Promise<PaymentOutcome> {
  const products = await getProducts(order.lines.map((line) => line.productId));
  const serialised = order.lines.some((line) => line.unitIds.length > 0);
  const inStock = order.lines.every((line) => (products.get(line.productId)?.available ?? 0) >= line.quantity);
  // Points redeemed on the order were given back when it was cancelled, so its discount is not honoured late (decision 158);
  // nor is a gift card's or store credit's part, given back likewise (decision 346).
  if (inStock && !serialised && !order.reward && !order.vouchers?.length) {
    const after = withStatus(order, 'Paid', now, 'Payment', { paymentId: event.paymentId });
    const items: TransactItem[] = [
      ...order.lines.flatMap((line) =>
        recordStockMovement({ productId: line.productId, kind: 'online-sale', delta: -line.quantity, reason: `Online order ${order.id} (paid after its hold lapsed)`, causeId: `order:${order.id}`, actor: ONLINE, at: now }),
      ),
      clearCartItem(order.userId),
    ];
    return invoiced(order, after, event.paymentId, now, items);
  }
  // The stock has gone: nothing is sold, so no invoice. The order is Refunded and the refund is its
  // first refund's intent, in the same transaction (decision 230); the provider is asked on the bus
  // after the commit (the webhook Lambda carries no provider client), under the intent's key.
  const amountPence = event.amountPence ?? order.totalPence;
  const intentKey = orderRefundKey(order.id, order.refunds.length + 1);
  const at = now.toISOString();
  const after = withStatus(order, 'Refunded', now, 'Payment', {
    paymentId: event.paymentId,
    notHonoured: true,
    refundedPence: amountPence,
    refunds: [{ refundId: intentKey, amountPence, lines: {}, reason: 'Paid after the reservation lapsed; items sold out', at }],
  });
  const intent = intentClaimItem({ key: intentKey, kind: 'refund', purpose: SHOP_ORDER_PURPOSE, reference: order.id, amountPence, currency: 'gbp', paymentId: event.paymentId, createdAt: at, leaseUntil: leaseFrom(now).toISOString() });
  return {
    items: [changedOrderItem(order, after), intent],
    refunds: event.paymentId ? [{ intentKey, paymentId: event.paymentId, amountPence, reference: `order:${order.id}` }] : [],
    afterCommit: () => requestEmail('order-not-honoured', order.email, orderNotHonouredMessage(after)),
  };
}

registerPaymentPurpose(SHOP_ORDER_PURPOSE, onPaymentEvent);
