// GET /api/admin/invoices?from&to&cursor: the invoices issued over a range of London days, newest
// first, a page at a time, with the credit notes issued over the times the page covers (decision 361).
import * as tillRoutes from '../../../shared/api/routes/till';
import { invoicesWithNotesPage } from '../../data/invoice-pages';
import { createHandler } from '../../http/create-handler';
import { dayRange } from '../../sales/list-sales';

export const handler = createHandler(tillRoutes.listInvoices, async ({ query }) => {
  const { start, end } = dayRange(query.from, query.to);
  return { body: await invoicesWithNotesPage(start, end, query.cursor) };
});
