// GET /api/admin/reports/repairs: jobs collected, turnaround, top models and repair types, and per
// technician, from the rollups: each whole closed month's as one item, the other days' (decision 388).
import * as reportRoutes from '../../../shared/api/routes/reports';
import { readReportRollups } from '../../data/report-months';
import { createHandler } from '../../http/create-handler';
import { repairsReport } from '../../reports/repairs-report';

export const handler = createHandler(reportRoutes.getRepairsReport, async ({ query }) => ({
  body: repairsReport(await readReportRollups(query.from, query.to), query.from, query.to),
}));
