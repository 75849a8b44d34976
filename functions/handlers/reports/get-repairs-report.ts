// GET /api/admin/reports/repairs: jobs collected, turnaround, top models and repair types, and per
// technician, from the day rollups (one Query per calendar year in the range).
import * as reportRoutes from '../../../shared/api/routes/reports';
import { readReportDays } from '../../data/report-days';
import { createHandler } from '../../http/create-handler';
import { repairsReport } from '../../reports/repairs-report';

export const handler = createHandler(reportRoutes.getRepairsReport, async ({ query }) => ({
  body: repairsReport(await readReportDays(query.from, query.to), query.from, query.to),
}));
