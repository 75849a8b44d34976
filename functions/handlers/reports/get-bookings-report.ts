// GET /api/admin/reports/bookings: attended, no-show and cancelled bookings and the no-show rate by
// day, week or month, from the day rollups (one Query per calendar year in the range).
import * as reportRoutes from '../../../shared/api/routes/reports';
import { readReportDays } from '../../data/report-days';
import { createHandler } from '../../http/create-handler';
import { bookingsReport } from '../../reports/bookings-report';

export const handler = createHandler(reportRoutes.getBookingsReport, async ({ query }) => ({
  body: bookingsReport(await readReportDays(query.from, query.to), query.from, query.to, query.by ?? 'week'),
}));
