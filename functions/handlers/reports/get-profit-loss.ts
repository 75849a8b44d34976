// GET /api/admin/profit-loss: revenue, cost of goods, expenses, profit and VAT for a range of days.
import * as reportRoutes from '../../../shared/api/routes/reports';
import { listExpenses } from '../../data/expenses';
import { readReportDays } from '../../data/report-days';
import { createHandler } from '../../http/create-handler';
import { profitLoss } from '../../reports/profit-loss';

export const handler = createHandler(reportRoutes.getProfitLoss, async ({ query }) => {
  const [days, expenses] = await Promise.all([readReportDays(query.from, query.to), listExpenses()]);
  return { body: profitLoss(days, expenses, query.from, query.to) };
});
