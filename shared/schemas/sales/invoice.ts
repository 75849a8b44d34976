// Invoices and credit notes: numbered from gapless sequences, written once and never edited
// (decision 141). A till sale and a paid online order both get one through functions/sales/.
import * as z from 'zod/mini';
import { DaySchema, MethodTotalsSchema, PaymentSchema, VatBreakdownSchema, VatTreatmentSchema } from './fields';

export const INVOICE_NUMBER_PATTERN = /^INV-\d{6,}$/;
export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{6,}$/;

export const InvoiceSourceSchema = z.union([
  z.object({ kind: z.literal('till'), saleId: z.string() }),
  z.object({ kind: z.literal('online'), orderId: z.string() }),
]);
export type InvoiceSource = z.infer<typeof InvoiceSourceSchema>;

export const InvoiceLineSchema = z.object({
  lineId: z.string(),
  kind: z.enum(['product', 'repair', 'custom', 'shipping']),
  description: z.string(),
  quantity: z.number(),
  unitPence: z.number(),
  discountPence: z.number(),
  netPence: z.number(),
  /** A repair line: the job's number and the end of its 12-month warranty. */
  jobNumber: z.optional(z.string()),
  warrantyEndsAt: z.optional(z.string()),
  /** Absent on documents before decision 320: standard, the document's VAT shared over its lines. */
  vatTreatment: z.optional(VatTreatmentSchema),
  /** The VAT in netPence; a margin scheme line's is the VAT due on its margin, never shown. */
  vatPence: z.optional(z.number()),
  /** Margin scheme only: what the shop paid for one of the line's units. */
  marginCostPence: z.optional(z.number()),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceCustomerSchema = z.object({
  name: z.string(),
  email: z.optional(z.string()),
  customerQr: z.optional(z.string()),
  userId: z.optional(z.string()),
  /** An online order's delivery address, one line, as the order had it. */
  address: z.optional(z.string()),
});

/** The seller's facts as they were when the document was issued (shop settings, decision 193); absent on older documents. */
export const InvoiceSellerSchema = z.object({ vatNumber: z.string(), footer: z.string() });
export type InvoiceSeller = z.infer<typeof InvoiceSellerSchema>;

export const InvoiceSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  source: InvoiceSourceSchema,
  customer: z.optional(InvoiceCustomerSchema),
  staff: z.optional(z.object({ userId: z.string(), name: z.string() })),
  lines: z.array(InvoiceLineSchema),
  subtotalPence: z.number(),
  discountPence: z.number(),
  /** A loyalty reward redeemed on the sale: part of discountPence, shown as its own line (decision 160). */
  reward: z.optional(z.object({ name: z.string(), points: z.number(), discountPence: z.number() })),
  totalPence: z.number(),
  vat: VatBreakdownSchema,
  payments: z.array(PaymentSchema),
  seller: z.optional(InvoiceSellerSchema),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const CreditNoteSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  invoiceNumber: z.string(),
  source: InvoiceSourceSchema,
  refundId: z.string(),
  reason: z.string(),
  staff: z.optional(z.object({ userId: z.string(), name: z.string() })),
  customer: z.optional(InvoiceCustomerSchema),
  lines: z.array(z.object({
    lineId: z.string(),
    description: z.string(),
    quantity: z.number(),
    amountPence: z.number(),
    restocked: z.boolean(),
    /** As on the invoice line refunded; absent before decision 320. */
    vatTreatment: z.optional(VatTreatmentSchema),
    vatPence: z.optional(z.number()),
  })),
  totalPence: z.number(),
  vat: VatBreakdownSchema,
  refunds: z.array(PaymentSchema),
  seller: z.optional(InvoiceSellerSchema),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

export const NumberParamsSchema = z.object({ number: z.string().check(z.regex(/^(INV|CN)-\d{6,}$/, 'That is not an invoice or credit note number')) });

/** GET /api/shop/orders/{id}/documents/{number}: an order (its ULID, as the shop's routes take it) and one of its documents. */
export const OrderDocumentParamsSchema = z.object({
  id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Order not found')),
  number: NumberParamsSchema.shape.number,
});

export const DateRangeQuerySchema = z
  .object({ from: DaySchema, to: DaySchema })
  .check(z.refine((q) => q.from <= q.to, { message: 'The start day must not be after the end day', path: ['to'] }));

/** The invoice list's query: a range of days and the page after `cursor` (decision 361). */
export const InvoiceListQuerySchema = z
  .object({ from: DaySchema, to: DaySchema, cursor: z.optional(z.string().check(z.maxLength(1000, 'The page cursor is not valid. Start again from the first page.'))) })
  .check(z.refine((q) => q.from <= q.to, { message: 'The start day must not be after the end day', path: ['to'] }));

/** A page of invoices, newest first, with the credit notes issued over the times it covers (decision 361). */
export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSchema), creditNotes: z.array(CreditNoteSchema), nextCursor: z.optional(z.string()) });
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

/** One London day's takings from the rollup the sales and refunds write (decision 143). */
export const DayTotalsSchema = z.object({
  day: z.string(),
  salesCount: z.number(),
  salesPence: z.number(),
  refundsCount: z.number(),
  refundsPence: z.number(),
  vatPence: z.number(),
  sales: MethodTotalsSchema,
  refunds: MethodTotalsSchema,
  /** Sales less refunds, per method: what the day really took. */
  net: MethodTotalsSchema,
});
export type DayTotals = z.infer<typeof DayTotalsSchema>;

/** GET /api/admin/invoices/{number}: an invoice (INV-) or a credit note (CN-), with its invoice. */
export const DocumentSchema = z.union([
  z.object({ kind: z.literal('invoice'), invoice: InvoiceSchema }),
  z.object({ kind: z.literal('creditNote'), creditNote: CreditNoteSchema, invoice: z.nullable(InvoiceSchema) }),
]);
export type SalesDocument = z.infer<typeof DocumentSchema>;
