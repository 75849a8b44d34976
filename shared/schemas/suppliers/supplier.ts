// Suppliers and their price lists (issue 17): what staff enter, what the price-list import takes and
// answers, and the rows the part finder shows. Costs are pence without VAT.
import * as z from 'zod/mini';
import { EmailSchema } from '../account-fields';
import { optionalTextSchema, textSchema } from '../repairs/fields';
import { PART_TYPES } from '../../suppliers/parts';

export const UlidSchema = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not found'));

export const SupplierInputSchema = z.object({
  name: textSchema('Name', 80),
  contact: optionalTextSchema('Contact', 80),
  email: EmailSchema,
  accountNumber: optionalTextSchema('Account number', 40),
  leadTimeDays: z.number('Lead time must be a number of days').check(
    z.int('Lead time must be a whole number of days'),
    z.minimum(0, 'Lead time cannot be negative'),
    z.maximum(90, 'Lead time must be at most 90 days'),
  ),
  /** Charges VAT on what it sells us (decision 199). Left out: a new supplier is, an edited one keeps its setting. */
  vatRegistered: z.optional(z.boolean('VAT registered must be yes or no')),
});
export type SupplierInput = z.infer<typeof SupplierInputSchema>;

export const SupplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact: z.optional(z.string()),
  email: z.string(),
  accountNumber: z.optional(z.string()),
  leadTimeDays: z.number(),
  /** Absent on suppliers made before the setting: registered (decision 199). */
  vatRegistered: z.optional(z.boolean()),
  /** The imported price list in use (each import is a new version; decision 181). */
  priceListVersion: z.optional(z.string()),
  priceListRows: z.number(),
  priceListImportedAt: z.optional(z.string()),
  /** The supplier's purchase order still in Draft, which new lines join. */
  draftOrderId: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

/** Whether receipts from the supplier carry input VAT: yes unless staff said it is not registered. */
export const isVatRegistered = (supplier: Pick<Supplier, 'vatRegistered'>): boolean => supplier.vatRegistered !== false;

export const SupplierParamsSchema = z.object({ id: UlidSchema });
export const SupplierListSchema = z.object({ suppliers: z.array(SupplierSchema) });

export const PartTypeSchema = z.enum(PART_TYPES, `Part type must be one of: ${PART_TYPES.join(', ')}`);

export const PriceListItemSchema = z.object({
  supplierId: z.string(),
  supplierSku: z.string(),
  description: z.string(),
  compatibleModels: z.array(z.string()),
  partType: PartTypeSchema,
  costPence: z.number(),
});
export type PriceListItem = z.infer<typeof PriceListItemSchema>;

export const SupplierDetailSchema = z.object({ supplier: SupplierSchema, items: z.array(PriceListItemSchema) });
export type SupplierDetail = z.infer<typeof SupplierDetailSchema>;

/** At most this many rows in one price list (each row is written once per compatible model). */
export const MAX_PRICE_LIST_ROWS = 1000;
export const MAX_MODELS_PER_ROW = 10;

export const ImportPriceListRequestSchema = z.object({
  csv: z.string('The price list is required').check(z.minLength(1, 'The price list is empty'), z.maxLength(300_000, 'The price list must be at most 300,000 characters')),
});

export const PriceListRowErrorSchema = z.object({ line: z.number(), message: z.string() });
export type PriceListRowError = z.infer<typeof PriceListRowErrorSchema>;

export const ImportPriceListResultSchema = z.object({ supplier: SupplierSchema, imported: z.number() });
