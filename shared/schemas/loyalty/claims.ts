// Claiming a till receipt's points with its code (the receipt's QR code opens /loyalty/claim?code=).
import * as z from 'zod/mini';
import { isReceiptCode } from '../../sales/receipt-code';

export const RECEIPT_CODE_MESSAGE = 'That is not a receipt code';

export const ClaimReceiptRequestSchema = z.object({
  code: z.string('Receipt code is required').check(z.trim(), z.minLength(1, 'Receipt code is required'), z.maxLength(64, RECEIPT_CODE_MESSAGE), z.refine(isReceiptCode, RECEIPT_CODE_MESSAGE)),
});
export type ClaimReceiptRequest = z.infer<typeof ClaimReceiptRequestSchema>;

export const ClaimReceiptResultSchema = z.object({
  invoiceNumber: z.string(),
  /** Points this claim added (with any promotion bonus). */
  points: z.number(),
  balance: z.number(),
});
export type ClaimReceiptResult = z.infer<typeof ClaimReceiptResultSchema>;
