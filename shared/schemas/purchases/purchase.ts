// The customer's purchases (issue 29, decision 295): every invoice and credit note linked to their
// account, newest first, one row each. Each row names its document's number, which the account's
// document route answers as JSON for the browser to draw its PDF (decision 146).
import * as z from 'zod/mini';
import { buildIfUsed } from '../build-if-used';
import { NumberParamsSchema } from '../sales/invoice';

export const PURCHASE_KINDS = ['order', 'receipt', 'repair-invoice', 'credit-note'] as const;
export const PurchaseKindSchema = /* @__PURE__ */ buildIfUsed(() => z.enum(PURCHASE_KINDS));
export type PurchaseKind = z.infer<typeof PurchaseKindSchema>;

/** What each kind is called on the Purchases page. */
export const PURCHASE_KIND_LABELS: Record<PurchaseKind, string> = {
  order: 'Shop order',
  receipt: 'Till receipt',
  'repair-invoice': 'Repair invoice',
  'credit-note': 'Credit note',
};

export const PurchaseSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  kind: PurchaseKindSchema,
  /** The document's number: INV-000123 or CN-000001. */
  number: z.string(),
  issuedAt: z.string(),
  /** What was paid (an invoice) or given back (a credit note), in pence. */
  totalPence: z.number(),
  /** An online order's id (its page in the shop's orders). */
  orderId: z.optional(z.string()),
  /** A credit note's invoice. */
  invoiceNumber: z.optional(z.string()),
  /**
   * Where a credit note's money went, as its PDF's "Refunded to" names it ("Cash", "Card (online)",
   * "Gift card ••••-WXYZ", "Store credit"); absent on rows written before it was kept (decision 384).
   */
  refundedTo: z.optional(z.array(z.object({ name: z.string(), amountPence: z.number() }))),
}));
export type Purchase = z.infer<typeof PurchaseSchema>;

export const PurchaseListSchema = /* @__PURE__ */ buildIfUsed(() => z.object({
  purchases: z.array(PurchaseSchema),
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor: z.optional(z.string()),
}));
export type PurchaseList = z.infer<typeof PurchaseListSchema>;

export const PurchaseParamsSchema = NumberParamsSchema;
