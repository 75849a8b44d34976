// The receipt behind a till receipt's claim code (GET /api/receipts/{code}), apart from ./sale so the
// public /loyalty/claim page builds these schemas and not the till's (decision 210).
import * as z from 'zod/mini';
import { PaymentSchema, VatBreakdownSchema } from './fields';

export const ReceiptCodeParamsSchema = z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, 'That is not a receipt code')) });

/** The receipt behind a claim code: no personal data, and where loyalty will attach the points. */
export const PublicReceiptSchema = z.object({
  code: z.string(),
  invoiceNumber: z.string(),
  soldAt: z.string(),
  lines: z.array(z.object({ description: z.string(), quantity: z.number(), netPence: z.number(), refundedQuantity: z.number() })),
  totalPence: z.number(),
  vat: VatBreakdownSchema,
  payments: z.array(PaymentSchema),
  refundedPence: z.number(),
  /** Spent on repairs, less refunds: what loyalty's 1 point per pound will count. */
  repairSpendPence: z.number(),
  claimedAt: z.nullable(z.string()),
});
export type PublicReceipt = z.infer<typeof PublicReceiptSchema>;
