// GET /api/admin/reports/page-views: views per day and top pages for /admin/reports.
import { routes } from '../../../shared/api/manifest';
import { pageReport } from '../../audit/page-report';
import { createHandler } from '../../lib/create-handler';

export const handler = createHandler(routes.getPageReport, async ({ query }) => ({
  body: await pageReport(query.from, query.to, query.top),
}));
