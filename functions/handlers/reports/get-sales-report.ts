// GET /api/admin/reports/sales: sales by day, week or month and new vs returning customers, from the
// day rollups (one Query per calendar year in the range).
import * as reportRoutes from '../../../shared/api/routes/reports';
import { readReportDays } from '../../data/report-days';
import { createHandler } from '../../http/create-handler';
import { salesReport } from '../../reports/sales-report';

export const handler = createHandler(reportRoutes.getSalesReport, async ({ query }) => {
  const days = await readReportDays(query.from, query.to);
  return { body: salesReport(days, query.from, query.to, query.by ?? 'day', days.length) };
});
