// Field rules the sales schemas share: quantities, discounts, payments, idempotency keys, days.
import * as z from 'zod/mini';
import { MAX_PENCE, penceSchema, textSchema } from '../repairs/fields';
import { buildIfUsed } from '../build-if-used';
import { VatTreatmentSchema as TreatmentEnum } from '../../sales/vat-treatments';

/** Every way a document is paid or refunded: what the day's totals add up by (gift cards and store credit: decision 302). */
export const PAYMENT_METHODS = ['cash', 'card', 'online', 'giftCard', 'storeCredit'] as const;

export const QuantitySchema = /* @__PURE__ */ buildIfUsed(() => z
  .number('Quantity must be a number')
  .check(z.int('Quantity must be a whole number'), z.minimum(1, 'Quantity must be at least 1'), z.maximum(99, 'Quantity must be at most 99')));

/** A positive amount of pence (a payment, a cash move, a float may be zero: see FloatSchema). */
export function positivePenceSchema(label: string) {
  return z.number(`${label} must be a number of pence`).check(
    z.int(`${label} must be a whole number of pence`),
    z.minimum(1, `${label} must be at least £0.01`),
    z.maximum(MAX_PENCE, `${label} must be at most £10,000.00`),
  );
}

export const DiscountSchema = /* @__PURE__ */ buildIfUsed(() => z
  .object({
    type: z.enum(['percent', 'amount'], 'Discount type must be percent or amount'),
    value: z.number('Discount must be a number').check(z.int('Discount must be a whole number (percent or pence)'), z.minimum(1, 'Discount must be at least 1')),
    reason: textSchema('Discount reason', 120),
  })
  .check(z.refine((d) => d.type !== 'percent' || d.value <= 100, { message: 'A percent discount must be at most 100', path: ['value'] })));
export type DiscountInput = z.infer<typeof DiscountSchema>;

/** The till makes one per sale (or refund) attempt, so a retried request cannot take payment twice. */
export const IdempotencyKeySchema = /* @__PURE__ */ buildIfUsed(() => z
  .string('Idempotency key is required')
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Idempotency key must be 8 to 64 letters, digits, - or _')));

/** A card payment's terminal reference or last 4 digits; a whole card number is refused. */
export const CardReferenceSchema = /* @__PURE__ */ buildIfUsed(() => z.string('Card reference is required').check(
  z.trim(),
  z.minLength(4, 'Card reference must be the terminal reference or the last 4 digits'),
  z.maxLength(40, 'Card reference must be at most 40 characters'),
  z.refine((v) => !/\d{12,}/.test(v.replace(/[\s-]/g, '')), 'Record only the terminal reference or the last 4 digits, never the card number'),
));

export const PaymentInputSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  /** 'card' is typed from another terminal; 'terminal' was taken on a registered reader (decision 281). */
  method: z.enum(['cash', 'card', 'terminal', 'giftCard', 'storeCredit'], 'Unknown payment method'),
  amountPence: positivePenceSchema('Payment'),
  tenderedPence: z.optional(penceSchema('Cash handed over')),
  reference: z.optional(CardReferenceSchema),
  /** Terminal only: the reader payment's key, which must have succeeded for this sale. */
  terminalPaymentKey: z.optional(IdempotencyKeySchema),
  /** A gift card payment's code as stored: 16 capitals (the till reads what was typed, decision 302). */
  giftCardCode: z.optional(z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{16}$/, 'That is not a gift card code'))),
}));

export const PaymentSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  method: z.enum(PAYMENT_METHODS),
  amountPence: z.number(),
  tenderedPence: z.optional(z.number()),
  changePence: z.optional(z.number()),
  reference: z.optional(z.string()),
  /** A card payment taken on a registered reader: refunds go back to the card through the provider. */
  terminal: z.optional(z.object({ paymentKey: z.string(), providerPaymentId: z.string(), readerLabel: z.string() })),
  /** A gift card payment's card (staff and the card's own ledger see it; receipts show its last four only). */
  giftCardCode: z.optional(z.string()),
}));
export type Payment = z.infer<typeof PaymentSchema>;

export const DaySchema = /* @__PURE__ */ buildIfUsed(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Day must be YYYY-MM-DD')));

export const StaffSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ userId: z.string(), name: z.string() }));
export type Staff = z.infer<typeof StaffSchema>;

/** A manager's approval given at the till (decision 268), sent with the request it was given for. */
export const ApprovalIdSchema = /* @__PURE__ */ buildIfUsed(() => z.string('Approval is required').check(z.regex(/^[A-Za-z0-9_-]{24}$/, 'That is not an approval')));

/** A line's VAT treatment (decision 320); stored records without one read as standard. */
export const VatTreatmentSchema = TreatmentEnum;

export const VatBreakdownSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  ratePercent: z.number(),
  netPence: z.number(),
  vatPence: z.number(),
  grossPence: z.number(),
  rates: z.optional(z.array(z.object({ treatment: VatTreatmentSchema, ratePercent: z.number(), netPence: z.number(), vatPence: z.number(), grossPence: z.number() }))),
  marginVatPence: z.optional(z.number()),
}));

export const MethodTotalsSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ cash: z.number(), card: z.number(), online: z.number(), giftCard: z.number(), storeCredit: z.number() }));
export type MethodTotals = z.infer<typeof MethodTotalsSchema>;
