// GET /api/admin/accounting-export: a range's invoices, credit notes and payments as Xero or
// QuickBooks Online import files, read a page of invoices at a time with the credit notes of the times
// each page covers (two Queries of gsi1 a page), each page turned into its rows before the next is
// read (decision 361); the files are stored and answered as short-lived links, so the answer stays
// small however long the range (decision 380); who exported which dates is audited.
import * as reportRoutes from '../../../shared/api/routes/reports';
import { ACCOUNTING_EXPORT_LINK_SECONDS } from '../../../shared/schemas/reports/accounting';
import { recordAudit } from '../../audit/record-audit';
import { invoicesWithNotesPage } from '../../data/invoice-pages';
import { createHandler } from '../../http/create-handler';
import { AccountingExportBuilder } from '../../reports/accounting-csv';
import { dayRange } from '../../sales/list-sales';
import { storeExportFiles } from '../../uploads/export-files';

/** Invoices a page of the export: about 1 kB each, so a page is well within one Query's 1 MB. */
const EXPORT_PAGE = 500;

export const handler = createHandler(reportRoutes.exportAccounting, async ({ query, session, now, ...caller }) => {
  const { start, end } = dayRange(query.from, query.to);
  const builder = new AccountingExportBuilder(query.format);
  let counts = { invoices: 0, notes: 0 };
  let cursor: string | undefined;
  do {
    const page = await invoicesWithNotesPage(start, end, cursor, EXPORT_PAGE);
    builder.add(page.invoices, page.creditNotes);
    counts = { invoices: counts.invoices + page.invoices.length, notes: counts.notes + page.creditNotes.length };
    cursor = page.nextCursor;
  } while (cursor);
  const built = builder.finish(true);
  const files = await storeExportFiles(built.files, ACCOUNTING_EXPORT_LINK_SECONDS);
  await recordAudit({
    action: 'accounting_exported',
    details: `Accounting export (${query.format}) of ${query.from} to ${query.to}: ${counts.invoices} invoices, ${counts.notes} credit notes`,
    caller,
    userId: session.userId,
    now,
  });
  return { body: { format: built.format, files } };
});
