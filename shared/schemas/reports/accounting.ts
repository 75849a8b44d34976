// The accounting export: a range's invoices, credit notes and payments as CSV files in the layout
// Xero or QuickBooks Online imports for sales (decision 188).
import * as z from 'zod/mini';
import { DaySchema } from '../sales/fields';

export const AccountingFormatSchema = z.enum(['xero', 'quickbooks'], 'Format must be xero or quickbooks');
export type AccountingFormat = z.infer<typeof AccountingFormatSchema>;

export const AccountingExportQuerySchema = z
  .object({ from: DaySchema, to: DaySchema, format: AccountingFormatSchema })
  .check(z.refine((q) => q.from <= q.to, { message: 'The start day must not be after the end day', path: ['to'] }));

/** How long an export file's link works, in seconds (decision 380): the files themselves are removed after a day. */
export const ACCOUNTING_EXPORT_LINK_SECONDS = 15 * 60;

/**
 * Each file is stored (S3 in the cloud, the uploads folder locally) and answered as a short-lived link,
 * so the answer stays small however many invoices the range holds (decision 380).
 */
export const AccountingExportSchema = z.object({
  format: AccountingFormatSchema,
  files: z.array(z.object({ name: z.string(), rows: z.number(), url: z.string() })),
});
export type AccountingExport = z.infer<typeof AccountingExportSchema>;
