// The purpose shop orders pass to the payment provider; the webhook hands their events to order-payments.ts.
export const SHOP_ORDER_PURPOSE = 'shop-order';
