// Deposits on a repair job (issue 18, decision 147): staff ask for one on an estimate or a parts
// order; the customer pays it online from the emailed link (approving the estimate in the same
// step) or at the counter; each payment and refund is an entry of the job's deposit ledger.
import * as z from 'zod/mini';
import { CardReferenceSchema, IdempotencyKeySchema } from '../sales/fields';
import { textSchema } from './fields';

export const DEPOSIT_PURPOSES = ['estimate', 'parts'] as const;
export const DEPOSIT_METHODS = ['online', 'cash', 'card'] as const;

/** £1,000: a deposit larger than this is a typo (the whole repair is paid at collection). */
export const MAX_DEPOSIT_PENCE = 100_000;

const depositPenceSchema = z.number('Deposit must be a number of pence').check(
  z.int('Deposit must be a whole number of pence'),
  z.minimum(100, 'Deposit must be at least £1.00'),
  z.maximum(MAX_DEPOSIT_PENCE, 'Deposit must be at most £1,000.00'),
);

/** POST /api/admin/jobs/{qrCode}/deposit-request: ask for a deposit. */
export const DepositRequestSchema = z.object({
  amountPence: depositPenceSchema,
  for: z.enum(DEPOSIT_PURPOSES, 'Say whether the deposit is for the estimate or a parts order'),
});
export type DepositRequest = z.infer<typeof DepositRequestSchema>;

/** POST /api/admin/jobs/{qrCode}/deposits: a deposit paid at the counter. */
export const CounterDepositSchema = z.object({
  amountPence: depositPenceSchema,
  method: z.enum(['cash', 'card'], 'Choose cash or card'),
  /** Card: the terminal reference or the card's last 4 digits (never card data). */
  reference: z.optional(CardReferenceSchema),
  idempotencyKey: IdempotencyKeySchema,
});
export type CounterDeposit = z.infer<typeof CounterDepositSchema>;

/** POST /api/admin/jobs/{qrCode}/deposit-refund: what is held back, on a job ended unrepaired or the excess left on a collected one. */
export const DepositRefundSchema = z.object({
  reason: textSchema('Reason', 200),
});

/**
 * One entry of a job's deposit ledger: a payment (positive), its refund (negative), or the whole
 * deposit applied to the bill when the job is collected at the till (negative).
 */
export const DepositEntrySchema = z.object({
  depositId: z.string(),
  kind: z.enum(['payment', 'refund', 'applied']),
  /** How a payment was made (and so how it is refunded); absent on the entry applying it to the bill. */
  method: z.optional(z.enum(DEPOSIT_METHODS)),
  amountPence: z.number(),
  at: z.string(),
  reference: z.optional(z.string()),
  /** The provider's payment id of an online deposit (its refund goes back through it). */
  paymentId: z.optional(z.string()),
  /** A refund's payment entry (its depositId): a payment may be refunded in parts (an excess, then the rest). */
  refundOf: z.optional(z.string()),
  by: z.string(),
});
export type DepositEntry = z.infer<typeof DepositEntrySchema>;

/** What the job asks for and what has been paid, as every view of the job shows it. */
export const DepositSummarySchema = z.object({
  requestedPence: z.number(),
  for: z.enum(DEPOSIT_PURPOSES),
  paidPence: z.number(),
  refundedPence: z.number(),
  /** Paid and not yet refunded or applied to the bill. */
  heldPence: z.number(),
  /** Still to pay of what was asked. */
  duePence: z.number(),
});
export type DepositSummary = z.infer<typeof DepositSummarySchema>;

export const DepositCheckoutSchema = z.object({ url: z.string() });

/** A repair's balance once it has its final price (decision 290): the bill, the deposit and what was paid online towards it. */
export const RepairBalanceSchema = z.object({
  billPence: z.number(),
  depositPence: z.number(),
  paidOnlinePence: z.number(),
  duePence: z.number(),
  /** The job has its final price and is open: the tracking page offers "Pay now" while some is due. */
  payable: z.boolean(),
});
export type RepairBalanceView = z.infer<typeof RepairBalanceSchema>;
