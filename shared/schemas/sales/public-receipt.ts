// The receipt behind a till receipt's claim code (GET /api/receipts/{code}), apart from ./sale so the
// public /loyalty/claim page builds these schemas and not the till's (decision 210).
import * as z from 'zod/mini';
import { isReceiptCode } from '../../sales/receipt-code';
import { PaymentSchema, VatBreakdownSchema, VatTreatmentSchema } from './fields';

/** Any code a receipt was printed with, typed any way (decision 248); the handler finds the stored one. */
export const ReceiptCodeParamsSchema = z.object({ code: z.string().check(z.maxLength(64, 'That is not a receipt code'), z.refine(isReceiptCode, 'That is not a receipt code')) });

/** The receipt behind a claim code: no personal data, and where loyalty will attach the points. */
export const PublicReceiptSchema = z.object({
  /** As stored: the new code in capitals without spaces, or an old one. */
  code: z.string(),
  invoiceNumber: z.string(),
  soldAt: z.string(),
  lines: z.array(z.object({ description: z.string(), quantity: z.number(), netPence: z.number(), refundedQuantity: z.number(), vatTreatment: z.optional(VatTreatmentSchema) })),
  totalPence: z.number(),
  vat: VatBreakdownSchema,
  payments: z.array(PaymentSchema),
  refundedPence: z.number(),
  /** Spent on repairs, less refunds: what loyalty's 1 point per pound will count. */
  repairSpendPence: z.number(),
  claimedAt: z.nullable(z.string()),
});
export type PublicReceipt = z.infer<typeof PublicReceiptSchema>;
