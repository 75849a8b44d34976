// GET /api/admin/reports/page-views: views per day and top pages for /admin/reports.
import * as auditRoutes from '../../../shared/api/routes/audit';
import { pageReport } from '../../audit/page-report';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(auditRoutes.getPageReport, async ({ query }) => ({
  body: await pageReport(query.from, query.to, query.top),
}));
