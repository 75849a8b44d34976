// The margin scheme stock book (HMRC VAT Notice 718, decision 355): each second-hand unit's purchase
// (from whom, the purchase document, the price) and sale (to whom, the invoice, the price), its margin
// and the VAT due on it, for any period, from the stock book's own rollup entries.
import * as z from 'zod/mini';
import { ReportRangeQuerySchema } from './reports';

export const StockBookQuerySchema = ReportRangeQuerySchema;

export const StockBookRowSchema = z.object({
  /** The unit's IMEI or serial; absent for a margin scheme line sold without one. */
  stockNumber: z.optional(z.string()),
  description: z.string(),
  boughtOn: z.optional(z.string()),
  purchaseDocument: z.optional(z.string()),
  seller: z.optional(z.string()),
  /** What the shop paid (no VAT: bought from a private individual). */
  purchasePence: z.optional(z.number()),
  soldOn: z.optional(z.string()),
  /** The invoice (a return: the credit note). */
  saleDocument: z.optional(z.string()),
  buyer: z.optional(z.string()),
  /** The selling price, VAT included; negative on a return. */
  sellingPence: z.optional(z.number()),
  /** Selling price less purchase price (a loss is negative); negative on a return. */
  marginPence: z.optional(z.number()),
  /** 1/6 of a positive margin; negative on a return. */
  vatPence: z.optional(z.number()),
  returned: z.optional(z.boolean()),
});
export type StockBookRow = z.infer<typeof StockBookRowSchema>;

export const StockBookSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(StockBookRowSchema),
  totals: z.object({ purchasesPence: z.number(), salesPence: z.number(), marginPence: z.number(), vatPence: z.number() }),
});
export type StockBook = z.infer<typeof StockBookSchema>;
