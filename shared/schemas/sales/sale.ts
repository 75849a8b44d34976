// A sale at the till: its request (lines, discounts, customer, payments), the sale as stored and
// shown, refunds, the sales list and the public receipt behind the receipt's claim code.
import * as z from 'zod/mini';
import { MAX_PENCE, QrCodeSchema, optionalTextSchema, textSchema } from '../repairs/fields';
import {
  CardReferenceSchema,
  DaySchema,
  DiscountSchema,
  IdempotencyKeySchema,
  ApprovalIdSchema,
  PaymentInputSchema,
  PaymentSchema,
  QuantitySchema,
  StaffSchema,
  VatBreakdownSchema,
  VatTreatmentSchema,
} from './fields';

import { DayTotalsSchema } from './invoice';
import { CUSTOM_LINE_VAT_TREATMENTS } from '../../sales/vat-treatments';

// Here, not beside the treatments: the public pages import that module and must not build this schema.
const CustomLineVatTreatmentSchema = z.enum(CUSTOM_LINE_VAT_TREATMENTS, "A custom item's VAT treatment must be standard, reduced, zero, exempt or outside the scope");

export const MAX_SALE_LINES = 30;
/** Each collected job's save rewrites its copies in the sale's transaction (at most 100 items). */
export const MAX_REPAIRS_PER_SALE = 3;

const RepairLineInputSchema = z.object({ kind: z.literal('repair'), jobQr: QrCodeSchema, discount: z.optional(DiscountSchema) });
const CustomLineInputSchema = z.object({
  kind: z.literal('custom'),
  description: textSchema('Description', 120),
  note: optionalTextSchema('Note', 200),
  quantity: QuantitySchema,
  unitPence: z.number('Price must be a number of pence').check(
    z.int('Price must be a whole number of pence'),
    z.minimum(1, 'Price must be at least £0.01'),
    z.maximum(MAX_PENCE, 'Price must be at most £10,000.00'),
  ),
  discount: z.optional(DiscountSchema),
  /** Absent: standard (decision 357). */
  vatTreatment: z.optional(CustomLineVatTreatmentSchema),
});

const ProductLineInputSchema = z.object({
  kind: z.literal('product'),
  productId: z.string('Product is required').check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'That is not a product')),
  /** A serialised product's unit (its IMEI or serial scanned or picked): sold once (decision 148). */
  unitId: z.optional(z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'That is not a unit'))),
  quantity: QuantitySchema,
  discount: z.optional(DiscountSchema),
});

export const SaleLineInputSchema = z.discriminatedUnion('kind', [ProductLineInputSchema, RepairLineInputSchema, CustomLineInputSchema]);
export type SaleLineInput = z.infer<typeof SaleLineInputSchema>;

export const CreateSaleRequestSchema = z.object({
  idempotencyKey: IdempotencyKeySchema,
  /** A shop customer record; none for a walk-in. */
  customerQr: z.optional(QrCodeSchema),
  lines: z
    .array(SaleLineInputSchema, 'Lines are required')
    .check(z.minLength(1, 'Add at least one item to the sale'), z.maxLength(MAX_SALE_LINES, `A sale can have at most ${MAX_SALE_LINES} lines`)),
  basketDiscount: z.optional(DiscountSchema),
  /** A reward from the catalogue, paid for with the known customer's points (decision 160). */
  rewardId: z.optional(z.string().check(z.trim(), z.minLength(1, 'Reward is required'), z.maxLength(40, 'Reward is too long'))),
  payments: z.array(PaymentInputSchema).check(z.maxLength(4, 'A sale can have at most 4 payments')),
  /** A manager's approval (POST /api/admin/till/approvals), when the staff discounts go beyond the front desk's limit (decision 268). */
  approvalId: z.optional(ApprovalIdSchema),
});
export type CreateSaleRequest = z.infer<typeof CreateSaleRequestSchema>;

export const SaleLineSchema = z.object({
  lineId: z.string(),
  kind: z.enum(['product', 'repair', 'custom']),
  description: z.string(),
  note: z.optional(z.string()),
  productId: z.optional(z.string()),
  unitId: z.optional(z.string()),
  jobQr: z.optional(z.string()),
  jobNumber: z.optional(z.string()),
  warrantyEndsAt: z.optional(z.string()),
  quantity: z.number(),
  unitPence: z.number(),
  discount: z.optional(z.object({ type: z.enum(['percent', 'amount']), value: z.number(), reason: z.string() })),
  grossPence: z.number(),
  lineDiscountPence: z.number(),
  basketDiscountPence: z.number(),
  netPence: z.number(),
  refundedQuantity: z.number(),
  refundedPence: z.number(),
  /** The line's share of the redeemed reward's discount and of its points (given back when the line is refunded). */
  rewardDiscountPence: z.optional(z.number()),
  rewardPoints: z.optional(z.number()),
  /** The unit's cost price when sold (product cost, or a repair's parts at cost): cost of goods in the reports. */
  unitCostPence: z.optional(z.number()),
  /** Absent on sales before decision 320: standard. */
  vatTreatment: z.optional(VatTreatmentSchema),
  /** The VAT in netPence (margin scheme: due on the margin, not shown); absent on sales before decision 320. */
  vatPence: z.optional(z.number()),
  /** Margin scheme only: what the shop paid for one unit when it was sold (Notice 718's purchase price). */
  marginCostPence: z.optional(z.number()),
});
export type SaleLine = z.infer<typeof SaleLineSchema>;

export const RefundRecordSchema = z.object({
  refundId: z.string(),
  creditNoteNumber: z.string(),
  at: z.string(),
  reason: z.string(),
  by: StaffSchema,
  /** The manager whose passcode approved a refund over the front desk's limit (decision 268). */
  approvedBy: z.optional(StaffSchema),
  amountPence: z.number(),
  refunds: z.array(PaymentSchema),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number(), amountPence: z.number(), restocked: z.boolean() })),
  /** Points of a redeemed reward given back with this refund (decision 160). */
  pointsReturned: z.optional(z.number()),
});
export type RefundRecord = z.infer<typeof RefundRecordSchema>;

export const SaleRewardSchema = z.object({ rewardId: z.string(), name: z.string(), points: z.number(), discountPence: z.number(), userId: z.string() });
export type SaleReward = z.infer<typeof SaleRewardSchema>;

export const SaleSchema = z.object({
  saleId: z.string(),
  invoiceNumber: z.string(),
  receiptCode: z.string(),
  soldAt: z.string(),
  staff: StaffSchema,
  /** The manager whose passcode approved a discount beyond the front desk's limit (decision 268). */
  approvedBy: z.optional(StaffSchema),
  drawerSessionId: z.string(),
  customer: z.optional(z.object({ customerQr: z.optional(z.string()), name: z.string(), email: z.optional(z.string()) })),
  lines: z.array(SaleLineSchema),
  basketDiscount: z.optional(z.object({ type: z.enum(['percent', 'amount']), value: z.number(), reason: z.string() })),
  subtotalPence: z.number(),
  lineDiscountsPence: z.number(),
  basketDiscountPence: z.number(),
  /** A reward redeemed with the member's points: its terms when redeemed, and whose points paid for it. */
  reward: z.optional(SaleRewardSchema),
  totalPence: z.number(),
  vat: VatBreakdownSchema,
  payments: z.array(PaymentSchema),
  changePence: z.number(),
  refundedPence: z.number(),
  refunds: z.array(RefundRecordSchema),
});
export type Sale = z.infer<typeof SaleSchema>;

export const SaleParamsSchema = z.object({ saleId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'That is not a sale id')) });

export const RefundRequestSchema = z.object({
  idempotencyKey: IdempotencyKeySchema,
  reason: textSchema('Refund reason', 200),
  lines: z
    .array(z.object({ lineId: z.string('Line is required').check(z.regex(/^L\d{1,2}$/, 'That is not a line of this sale')), quantity: QuantitySchema, restock: z._default(z.boolean(), false) }))
    .check(z.minLength(1, 'Choose at least one line to refund')),
  /** The terminal's reference for the card refund, when part goes back to a card. */
  cardReference: z.optional(CardReferenceSchema),
  /** The customer's choice: the whole refund onto their store credit instead of cash or card (decision 340); the sale needs a customer with an account. */
  toStoreCredit: z.optional(z.boolean('Store credit must be true or false')),
  /** A manager's approval (POST /api/admin/till/approvals), when the caller's role may not make this refund alone (decision 268). */
  approvalId: z.optional(ApprovalIdSchema),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

export const EmailReceiptRequestSchema = z.object({ email: z.email('Invalid email address').check(z.maxLength(254, 'Email must be at most 254 characters')) });

export const SalesListQuerySchema = z
  .object({
    from: DaySchema,
    to: DaySchema,
    method: z.optional(z.enum(['cash', 'card', 'online'], 'Method must be cash, card or online')),
    staff: z.optional(z.string().check(z.maxLength(64, 'Staff must be at most 64 characters'))),
    customer: z.optional(z.string().check(z.trim(), z.maxLength(80, 'Customer must be at most 80 characters'))),
    /** The page after this one (decision 361). */
    cursor: z.optional(z.string().check(z.maxLength(1000, 'The page cursor is not valid. Start again from the first page.'))),
  })
  .check(z.refine((q) => q.from <= q.to, { message: 'The start day must not be after the end day', path: ['to'] }));
export type SalesListQuery = z.infer<typeof SalesListQuerySchema>;

export const SalesRowSchema = z.object({
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  channel: z.enum(['till', 'online']),
  saleId: z.optional(z.string()),
  orderId: z.optional(z.string()),
  staff: z.optional(StaffSchema),
  customerName: z.optional(z.string()),
  totalPence: z.number(),
  vatPence: z.number(),
  payments: z.array(PaymentSchema),
});
export type SalesRow = z.infer<typeof SalesRowSchema>;

export const SalesListSchema = z.object({
  rows: z.array(SalesRowSchema),
  refunds: z.array(
    z.object({ creditNoteNumber: z.string(), invoiceNumber: z.string(), issuedAt: z.string(), totalPence: z.number(), reason: z.string(), refunds: z.array(PaymentSchema) }),
  ),
  staff: z.array(StaffSchema),
  /** More invoices follow: ask again with this cursor (decision 361). */
  nextCursor: z.optional(z.string()),
});
export type SalesList = z.infer<typeof SalesListSchema>;

export const DayParamsSchema = z.object({ day: DaySchema });
export const DayTotalsResponseSchema = DayTotalsSchema;

// The receipt a claim code opens lives in ./public-receipt: the public claim page builds it without
// the till's schemas (decision 210).
export { PublicReceiptSchema, ReceiptCodeParamsSchema, type PublicReceipt } from './public-receipt';

