// Card readers at the till (Stripe Terminal, server-driven; decision 280): the readers registered in
// Settings, a card payment sent to one of them for a sale's card part, and where that payment stands.
import * as z from 'zod/mini';
import { textSchema } from '../repairs/fields';
import { IdempotencyKeySchema, positivePenceSchema } from './fields';
import { buildIfUsed } from '../build-if-used';

export const TerminalReaderSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  readerId: z.string(),
  label: z.string(),
  location: z.string(),
  /** The provider's reader (Stripe's `tmr_…`; a simulated reader's locally). */
  providerReaderId: z.string(),
  /** Local stack only: the simulated reader's page. */
  simulatorUrl: z.optional(z.string()),
  registeredAt: z.string(),
}));
export type TerminalReader = z.infer<typeof TerminalReaderSchema>;

export const TerminalReaderListSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ readers: z.array(TerminalReaderSchema) }));

export const RegisterReaderRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  label: textSchema('Reader label', 60),
  location: textSchema('Reader location', 80),
  /** Stripe's id of a reader already registered to the account; left out on the local stack (a simulated reader is made). */
  providerReaderId: z.optional(z.string().check(z.trim(), z.regex(/^tmr_[A-Za-z0-9_]{4,60}$/, "Reader id must be Stripe's reader id (tmr_…)"))),
}));
export type RegisterReaderRequest = z.infer<typeof RegisterReaderRequestSchema>;

/** A registered reader's label and location changed in Settings (its provider id stays). */
export const UpdateReaderRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  label: textSchema('Reader label', 60),
  location: textSchema('Reader location', 80),
}));
export type UpdateReaderRequest = z.infer<typeof UpdateReaderRequestSchema>;

export const ReaderParamsSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ readerId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'That is not a reader')) }));

export const TERMINAL_PAYMENT_STATES = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;
export type TerminalPaymentState = (typeof TERMINAL_PAYMENT_STATES)[number];

export const StartTerminalPaymentRequestSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  /** This attempt's own key: sent again (a retry, a double tap), it answers the same payment. */
  paymentKey: IdempotencyKeySchema,
  /** The till sale's idempotency key: the sale the payment is for, which it can pay once. */
  saleKey: IdempotencyKeySchema,
  readerId: ReaderParamsSchema.shape.readerId,
  amountPence: positivePenceSchema('Card payment'),
}));
export type StartTerminalPaymentRequest = z.infer<typeof StartTerminalPaymentRequestSchema>;

export const TerminalPaymentParamsSchema = /* @__PURE__ */ buildIfUsed(() => z.object({ paymentKey: IdempotencyKeySchema }));

export const TerminalPaymentSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  paymentKey: z.string(),
  saleKey: z.string(),
  readerId: z.string(),
  readerLabel: z.string(),
  amountPence: z.number(),
  state: z.enum(TERMINAL_PAYMENT_STATES),
  /** Why it failed, was cancelled or refunded, in words for the till. */
  message: z.optional(z.string()),
  /** The provider's payment (Stripe's PaymentIntent id). */
  providerPaymentId: z.optional(z.string()),
  /** The sale it paid for, once the sale is recorded. */
  saleId: z.optional(z.string()),
  /** Local stack only: the simulated reader's page. */
  simulatorUrl: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
}));
export type TerminalPayment = z.infer<typeof TerminalPaymentSchema>;
