// The purpose shop orders pass to the payment provider; the webhook hands their events to order-payments.ts.
export const SHOP_ORDER_PURPOSE = 'shop-order';

/** An order's refunds are numbered from its own state (decision 230): the nth refund of an order has one intent key. */
export function orderRefundKey(orderId: string, n: number): string {
  return `order:${orderId}:refund:${n}`;
}
