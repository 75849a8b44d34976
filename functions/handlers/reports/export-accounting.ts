// GET /api/admin/accounting-export: a range's invoices, credit notes and payments as Xero or
// QuickBooks Online import files (two Queries of gsi1); who exported which dates is audited.
import * as reportRoutes from '../../../shared/api/routes/reports';
import { recordAudit } from '../../audit/record-audit';
import { listCreditNotes, listInvoices } from '../../data/invoices';
import { createHandler } from '../../http/create-handler';
import { accountingExport } from '../../reports/accounting-csv';
import { dayRange } from '../../sales/list-sales';

export const handler = createHandler(reportRoutes.exportAccounting, async ({ query, session, now, ...caller }) => {
  const { start, end } = dayRange(query.from, query.to);
  const [invoices, notes] = await Promise.all([listInvoices(start, end), listCreditNotes(start, end)]);
  const result = accountingExport(query.format, invoices, notes);
  await recordAudit({
    action: 'accounting_exported',
    details: `Accounting export (${query.format}) of ${query.from} to ${query.to}: ${invoices.length} invoices, ${notes.length} credit notes`,
    caller,
    userId: session.userId,
    now,
  });
  return { body: result };
});
