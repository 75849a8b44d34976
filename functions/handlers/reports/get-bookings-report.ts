// GET /api/admin/reports/bookings: attended, no-show and cancelled bookings and the no-show rate by
// day, week or month, from the day rollups (one Query per calendar year in the range); by month, each
// whole closed month's rollup instead of its days (decision 388).
import * as reportRoutes from '../../../shared/api/routes/reports';
import { readReportRollupsBy } from '../../data/report-months';
import { createHandler } from '../../http/create-handler';
import { bookingsReport } from '../../reports/bookings-report';

export const handler = createHandler(reportRoutes.getBookingsReport, async ({ query }) => {
  const by = query.by ?? 'week';
  const days = await readReportRollupsBy(query.from, query.to, by);
  return { body: bookingsReport(days, query.from, query.to, by) };
});
