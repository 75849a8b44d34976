// GET /api/admin/profit-loss: revenue, cost of goods, expenses, profit and VAT for a range of days, by
// month: each whole closed month's rollup as one item, the other days' (decision 388).
import * as reportRoutes from '../../../shared/api/routes/reports';
import { listExpenses } from '../../data/expenses';
import { readReportRollups } from '../../data/report-months';
import { createHandler } from '../../http/create-handler';
import { profitLoss } from '../../reports/profit-loss';

export const handler = createHandler(reportRoutes.getProfitLoss, async ({ query }) => {
  const [days, expenses] = await Promise.all([readReportRollups(query.from, query.to), listExpenses()]);
  return { body: profitLoss(days, expenses, query.from, query.to) };
});
