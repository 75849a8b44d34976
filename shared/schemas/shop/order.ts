// The cart, checkout and online orders (issue 14). Money is pence with VAT (20%) included; the
// server prices every cart and order from the products, never from what the browser sends.
import * as z from 'zod/mini';
import { ReturnAddressSchema, ReturnAddressViewSchema } from '../postal-address';
import { MAX_LINE_QUANTITY } from './constants';
import { VAT_TREATMENTS } from '../../sales/vat';
import { isGiftCardCode } from '../../gift-cards/code';

/** Royal Mail Tracked 48, one flat fee per order. */
export const DELIVERY_FEE_PENCE = 395;
/** How long a checkout holds its stock. */
export const CHECKOUT_HOLD_MINUTES = 30;
export { MAX_LINE_QUANTITY };

/** The VAT inside a VAT-inclusive amount at 20%: one sixth, to the nearest penny. */
export function vatIncluded(pence: number): number {
  return Math.round(pence / 6);
}

export const ORDER_STATUSES = [
  'Pending payment',
  'Paid',
  'Processing',
  'Ready for collection',
  'Dispatched',
  'Collected',
  'Delivered',
  'Cancelled',
  'Refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = z.enum(ORDER_STATUSES, `Status must be one of: ${ORDER_STATUSES.join(', ')}`);

export const FULFILMENTS = ['delivery', 'collect'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const QuantitySchema = z.number('Quantity must be a number').check(
  z.int('Quantity must be a whole number'),
  z.minimum(1, 'Quantity must be at least 1'),
  z.maximum(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
);

export const SetCartLineRequestSchema = z.object({ quantity: QuantitySchema });

export const CartLineViewSchema = z.object({
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  imageKey: z.optional(z.string()),
  quantity: z.number(),
  /** Today's price. */
  unitPricePence: z.number(),
  /** The price when it went in the cart; differs when the price changed since. */
  priceSeenPence: z.number(),
  lineTotalPence: z.number(),
  available: z.number(),
});
export type CartLineView = z.infer<typeof CartLineViewSchema>;

export const CartViewSchema = z.object({
  lines: z.array(CartLineViewSchema),
  itemCount: z.number(),
  subtotalPence: z.number(),
  vatPence: z.number(),
  /** Lines whose price changed since they were added. */
  priceChanged: z.boolean(),
});
export type CartView = z.infer<typeof CartViewSchema>;

export const CheckoutRequestSchema = z
  .object({
    fulfilment: z.enum(FULFILMENTS, 'Choose delivery or click and collect'),
    address: z.optional(ReturnAddressSchema),
    /**
     * The total the customer was shown. Never used to price the order: when today's total differs,
     * checkout answers 409 with the new prices, and the customer confirms by sending the new total.
     */
    acceptedTotalPence: z.optional(z.number().check(z.int())),
    /** A reward from the catalogue paid with points (decision 158); the server prices it. */
    rewardId: z.optional(z.string().check(z.trim(), z.minLength(1, 'Choose a reward'), z.maxLength(40, 'That reward is not available'))),
    /** A gift card to pay with, as typed (decision 346); `giftCardPence` how much of it (all it covers when absent). */
    giftCardCode: z.optional(z.string().check(z.maxLength(40, 'That is not a gift card code'), z.refine(isGiftCardCode, 'That is not a gift card code'))),
    giftCardPence: z.optional(z.number().check(z.int('Amount must be a whole number of pence'), z.positive('Amount must be more than £0.00'))),
    /** Pay with the customer's store credit, as much as the order needs after the gift card. */
    useStoreCredit: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.fulfilment !== 'delivery' || body.address !== undefined, { message: 'Enter a delivery address', path: ['address'] }),
  );
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

export const CheckoutResponseSchema = z.object({ orderId: z.string(), paymentUrl: z.string() });

export const OrderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  unitPricePence: z.number(),
  quantity: z.number(),
  /** Serialised products: the units held and sold for this line. */
  unitIds: z.array(z.string()),
  refundedQuantity: z.number(),
  /** The product's VAT treatment at checkout (decision 320); absent on older orders: standard. */
  vatTreatment: z.optional(z.enum(VAT_TREATMENTS)),
  /** Margin scheme only: what the shop paid for one unit (the product's secondHandPurchasePence). */
  marginCostPence: z.optional(z.number()),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * Where part of a refund went (decision 377): to the card through the provider (`online`, the order's
 * payment as its reference), back onto a gift card (its code) or onto the customer's store credit.
 */
export const OrderRefundPaymentSchema = z.object({
  method: z.enum(['online', 'giftCard', 'storeCredit']),
  amountPence: z.number(),
  giftCardCode: z.optional(z.string()),
  reference: z.optional(z.string()),
});
export type OrderRefundPayment = z.infer<typeof OrderRefundPaymentSchema>;

export const OrderRefundSchema = z.object({
  refundId: z.string(),
  /** The staff form's request id: the same request twice refunds once. */
  requestId: z.optional(z.string()),
  amountPence: z.number(),
  /** productId -> quantity refunded; empty for the delivery fee or a refund of a payment that could not be honoured. */
  lines: z.record(z.string(), z.number()),
  reason: z.string(),
  at: z.string(),
  /** The credit note against the order's invoice (refunds made since online orders have invoices). */
  creditNoteNumber: z.optional(z.string()),
  /** Where the refund went, card first (decision 377); absent on refunds made before: all to the card. */
  payments: z.optional(z.array(OrderRefundPaymentSchema)),
  /** The customer chose store credit instead of their card and vouchers (decision 379): all of it is store credit. */
  toStoreCredit: z.optional(z.boolean()),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

export const OrderHistoryEntrySchema = z.object({ status: OrderStatusSchema, at: z.string(), by: z.string() });

/** A reward redeemed on an order: its terms when redeemed, and the discount it gave (decision 158). */
export const OrderRewardSchema = z.object({
  rewardId: z.string(),
  name: z.string(),
  points: z.number(),
  discountPence: z.number(),
});
export type OrderReward = z.infer<typeof OrderRewardSchema>;

/** A gift card's or store credit's part of an order's total. */
export const OrderVoucherSchema = z.object({ method: z.enum(['giftCard', 'storeCredit']), amountPence: z.number(), giftCardCode: z.optional(z.string()) });
export type OrderVoucher = z.infer<typeof OrderVoucherSchema>;

export const OrderSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  status: OrderStatusSchema,
  fulfilment: z.enum(FULFILMENTS),
  address: z.optional(ReturnAddressViewSchema),
  lines: z.array(OrderLineSchema),
  goodsPence: z.number(),
  deliveryPence: z.number(),
  /** goodsPence + deliveryPence - the reward's discount. */
  totalPence: z.number(),
  vatPence: z.number(),
  /** Paid partly with points: taken with the order, given back if it is cancelled unpaid. */
  reward: z.optional(OrderRewardSchema),
  /**
   * Paid partly or wholly by a gift card and store credit (decision 346): taken with the order, given
   * back if it is cancelled unpaid; the payment page asks for the rest (none when they cover it).
   */
  vouchers: z.optional(z.array(OrderVoucherSchema)),
  refundedPence: z.number(),
  refunds: z.array(OrderRefundSchema),
  holdExpiresAt: z.string(),
  paymentSessionId: z.string(),
  paymentUrl: z.string(),
  paymentId: z.optional(z.string()),
  paymentFailures: z.number(),
  /** The invoice issued when the payment succeeded (from the one gapless sequence, decision 138). */
  invoiceNumber: z.optional(z.string()),
  /** Set when a payment arrived after the hold was released and the stock had gone: refunded in full. */
  notHonoured: z.optional(z.boolean()),
  trackingReference: z.optional(z.string()),
  history: z.array(OrderHistoryEntrySchema),
  /** The site the order was placed on: links in its emails. */
  siteOrigin: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderListSchema = z.object({ orders: z.array(OrderSchema) });
export const OrderParamsSchema = z.object({ id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Order not found')) });

/** Staff moves on an online order (admin /admin/sales-management). */
export const ORDER_MOVES = ['packed', 'ready', 'dispatched', 'collected', 'delivered'] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];
export const MoveOrderRequestSchema = z
  .object({
    move: z.enum(ORDER_MOVES, `Move must be one of: ${ORDER_MOVES.join(', ')}`),
    trackingReference: z.optional(z.string().check(z.trim(), z.maxLength(40, 'Tracking reference must be at most 40 characters'))),
  })
  .check(z.refine((b) => b.move !== 'dispatched' || Boolean(b.trackingReference), { message: 'Enter the tracking reference', path: ['trackingReference'] }));

export const RefundOrderRequestSchema = z.object({
  /** productId -> quantity to refund; omitted: the whole order (and it is cancelled). */
  lines: z.optional(z.record(z.string(), QuantitySchema)),
  reason: z.string('Reason is required').check(z.trim(), z.minLength(1, 'Reason is required'), z.maxLength(200, 'Reason must be at most 200 characters')),
  requestId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Request id must be a ULID')),
  /** The customer's choice: the whole refund onto their store credit instead of the card and vouchers (decision 379). */
  toStoreCredit: z.optional(z.boolean('toStoreCredit must be true or false')),
});
export type RefundOrderRequest = z.infer<typeof RefundOrderRequestSchema>;

export const AdminOrdersQuerySchema = z.object({ status: z.optional(OrderStatusSchema) });
