// What a code scanned or typed at the till resolves to (GET /api/admin/till/lookup). Kept apart from
// sale.ts so the sale's own Lambdas, which import that module, do not build these schemas (decision 024).
import * as z from 'zod/mini';
import { textSchema } from '../repairs/fields';
import { VatTreatmentSchema } from '../../sales/vat-treatments';

/** What a scanned or typed code at the till resolves to: a line ready to add. */
export const TillLookupQuerySchema = z.object({ code: textSchema('Code', 200) });
export const TillItemSchema = z.object({
  kind: z.enum(['repair', 'product']),
  description: z.string(),
  unitPence: z.number(),
  productId: z.optional(z.string()),
  /** A product's VAT treatment, for the basket's VAT per rate (absent: standard). */
  vatTreatment: z.optional(VatTreatmentSchema),
  available: z.optional(z.number()),
  jobQr: z.optional(z.string()),
  jobNumber: z.optional(z.string()),
  customerQr: z.optional(z.string()),
  customerName: z.optional(z.string()),
  /** A repair whose balance was paid online (decision 290): the sale takes it as a tender, the till the rest. */
  paidOnlinePence: z.optional(z.number()),
  /** A serialised product's unit, scanned by its IMEI/serial (decision 148). */
  unitId: z.optional(z.string()),
  serial: z.optional(z.string()),
  grade: z.optional(z.string()),
  notes: z.optional(z.string()),
  /** A serialised product scanned by its barcode: its units in the shop, to pick one. */
  units: z.optional(z.array(z.object({ unitId: z.string(), serial: z.string(), grade: z.string(), notes: z.string() }))),
});
export type TillItem = z.infer<typeof TillItemSchema>;
/** A customer's card (the record's QR code, decision 113) scanned at the till: the sale's customer. */
export const TillCustomerSchema = z.object({ kind: z.literal('customer'), customerQr: z.string(), customerName: z.string() });
export type TillCustomer = z.infer<typeof TillCustomerSchema>;
/** GET /api/admin/till/lookup: a line to add, or the customer whose card was scanned (decision 207). */
export const TillLookupSchema = z.union([TillItemSchema, TillCustomerSchema]);
export type TillLookup = z.infer<typeof TillLookupSchema>;
