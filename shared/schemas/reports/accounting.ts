// The accounting export: a range's invoices, credit notes and payments as CSV files in the layout
// Xero or QuickBooks Online imports for sales (decision 188).
import * as z from 'zod/mini';
import { DaySchema } from '../sales/fields';

export const AccountingFormatSchema = z.enum(['xero', 'quickbooks'], 'Format must be xero or quickbooks');
export type AccountingFormat = z.infer<typeof AccountingFormatSchema>;

export const AccountingExportQuerySchema = z
  .object({ from: DaySchema, to: DaySchema, format: AccountingFormatSchema })
  .check(z.refine((q) => q.from <= q.to, { message: 'The start day must not be after the end day', path: ['to'] }));

export const AccountingExportSchema = z.object({
  format: AccountingFormatSchema,
  files: z.array(z.object({ name: z.string(), csv: z.string(), rows: z.number() })),
});
export type AccountingExport = z.infer<typeof AccountingExportSchema>;
