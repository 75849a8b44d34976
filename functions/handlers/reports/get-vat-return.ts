// GET /api/admin/vat-return: the nine boxes of a period's VAT return, from its profit and loss.
import * as reportRoutes from '../../../shared/api/routes/reports';
import { listExpenses } from '../../data/expenses';
import { readReportDays } from '../../data/report-days';
import { createHandler } from '../../http/create-handler';
import { profitLoss } from '../../reports/profit-loss';
import { vatReturn } from '../../reports/vat-return';

export const handler = createHandler(reportRoutes.getVatReturn, async ({ query }) => {
  const [days, expenses] = await Promise.all([readReportDays(query.from, query.to), listExpenses()]);
  return { body: vatReturn(profitLoss(days, expenses, query.from, query.to), days, expenses) };
});
