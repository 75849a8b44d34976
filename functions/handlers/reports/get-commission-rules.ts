// GET /api/admin/commission-rules: every role's commission rates and the members' own.
import * as reportRoutes from '../../../shared/api/routes/reports';
import { createHandler } from '../../http/create-handler';
import { readCommissionRules } from '../../reports/commissions';

export const handler = createHandler(reportRoutes.getCommissionRules, async () => ({ body: await readCommissionRules() }));
