// GET /api/admin/invoices?from&to: the invoices and credit notes issued over a range of London days.
import * as tillRoutes from '../../../shared/api/routes/till';
import { listCreditNotes, listInvoices } from '../../data/invoices';
import { createHandler } from '../../http/create-handler';
import { dayRange } from '../../sales/list-sales';

export const handler = createHandler(tillRoutes.listInvoices, async ({ query }) => {
  const { start, end } = dayRange(query.from, query.to);
  const [invoices, creditNotes] = await Promise.all([listInvoices(start, end), listCreditNotes(start, end)]);
  return { body: { invoices, creditNotes } };
});
