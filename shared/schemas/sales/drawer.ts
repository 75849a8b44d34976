// The cash drawer: one session open at a time, from its float to its count (the Z report).
import * as z from 'zod/mini';
import { MAX_PENCE, textSchema } from '../repairs/fields';
import { DENOMINATIONS } from '../../sales/denominations';
import { ApprovalIdSchema, StaffSchema, positivePenceSchema } from './fields';

export const OpenDrawerRequestSchema = z.object({
  floatPence: z.number('Float must be a number of pence').check(
    z.int('Float must be a whole number of pence'),
    z.minimum(0, 'Float cannot be negative'),
    z.maximum(MAX_PENCE, 'Float must be at most £10,000.00'),
  ),
});

export const CashMoveRequestSchema = z.object({
  kind: z.enum(['cash-in', 'cash-out'], 'Choose cash in or cash out'),
  amountPence: positivePenceSchema('Amount'),
  reason: textSchema('Reason', 120),
});

const CountSchema = z.number('Count must be a number').check(z.int('Count must be a whole number'), z.minimum(0, 'Count cannot be negative'), z.maximum(100_000, 'Count is too large'));

export const CloseDrawerRequestSchema = z.object({
  sessionId: z.string('Drawer session is required').check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'That is not a drawer session')),
  /** How many of each note and coin, keyed by its value in pence. */
  count: z.partialRecord(z.enum(DENOMINATIONS.map(String) as [string, ...string[]], 'Unknown denomination'), CountSchema),
  /** A manager's approval (POST /api/admin/till/approvals), when the count differs from the expected cash and the caller's role may not close so (decision 268). */
  approvalId: z.optional(ApprovalIdSchema),
});
export type CloseDrawerRequest = z.infer<typeof CloseDrawerRequestSchema>;

export const DrawerMoveSchema = z.object({
  moveId: z.string(),
  at: z.string(),
  kind: z.enum(['float', 'sale', 'refund', 'cash-in', 'cash-out']),
  method: z.enum(['cash', 'card']),
  /** A card move taken on a registered reader; other card moves were typed from another terminal (decision 283). */
  terminal: z.optional(z.boolean()),
  /** Signed: into the takings (positive) or out of them (negative). */
  amountPence: z.number(),
  reason: z.optional(z.string()),
  invoiceNumber: z.optional(z.string()),
  creditNoteNumber: z.optional(z.string()),
  saleId: z.optional(z.string()),
  /** A trade-in's cash payout (a cash-out): the purchase document it paid (issue 30). */
  purchaseDocumentNumber: z.optional(z.string()),
  by: StaffSchema,
});
export type DrawerMove = z.infer<typeof DrawerMoveSchema>;

export const ZReportSchema = z.object({
  floatPence: z.number(),
  cashSalesPence: z.number(),
  cashRefundsPence: z.number(),
  cashInPence: z.number(),
  cashOutPence: z.number(),
  /** Of the cash out, what trade-ins paid their sellers (issue 30). */
  tradeInPayoutsPence: z.optional(z.number()),
  expectedCashPence: z.number(),
  cardSalesPence: z.number(),
  cardRefundsPence: z.number(),
  /** Of the card sales and refunds, those on registered readers (absent on sessions closed before readers). */
  terminalCardSalesPence: z.optional(z.number()),
  terminalCardRefundsPence: z.optional(z.number()),
  salesCount: z.number(),
  refundsCount: z.number(),
  firstInvoice: z.optional(z.string()),
  lastInvoice: z.optional(z.string()),
  count: z.optional(z.record(z.string(), z.number())),
  countedPence: z.optional(z.number()),
  differencePence: z.optional(z.number()),
});
export type ZReport = z.infer<typeof ZReportSchema>;

export const DrawerSessionSchema = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'closed']),
  openedAt: z.string(),
  openedBy: StaffSchema,
  closedAt: z.optional(z.string()),
  closedBy: z.optional(StaffSchema),
  /** The manager whose passcode approved closing with a difference (decision 268). */
  closeApprovedBy: z.optional(StaffSchema),
  report: ZReportSchema,
  moves: z.array(DrawerMoveSchema),
});
export type DrawerSession = z.infer<typeof DrawerSessionSchema>;

export const CurrentDrawerSchema = z.object({ session: z.nullable(DrawerSessionSchema) });
export const DrawerSessionParamsSchema = z.object({ sessionId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'That is not a drawer session')) });
