// GET /api/admin/reports/sales: sales by day, week or month and new vs returning customers, from the
// day rollups (one Query per calendar year in the range); by month, each whole closed month's rollup
// instead of its days (decision 388).
import * as reportRoutes from '../../../shared/api/routes/reports';
import { readReportRollupsBy } from '../../data/report-months';
import { createHandler } from '../../http/create-handler';
import { salesReport } from '../../reports/sales-report';

export const handler = createHandler(reportRoutes.getSalesReport, async ({ query }) => {
  const by = query.by ?? 'day';
  const days = await readReportRollupsBy(query.from, query.to, by);
  return { body: salesReport(days, query.from, query.to, by, days.length) };
});
