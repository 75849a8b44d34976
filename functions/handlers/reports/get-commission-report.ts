// GET /api/admin/reports/commissions?from&to: each member's labour, sales and commission, from the
// commission entries by day and member (one Query per calendar year) and the rules (one read).
import * as reportRoutes from '../../../shared/api/routes/reports';
import { createHandler } from '../../http/create-handler';
import { commissionReport } from '../../reports/commissions';

export const handler = createHandler(reportRoutes.getCommissionReport, async ({ query }) => ({ body: await commissionReport(query.from, query.to) }));
