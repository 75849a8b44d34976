// PUT /api/admin/commission-rules: the whole set of rates, version-checked (409 when changed meanwhile).
import * as reportRoutes from '../../../shared/api/routes/reports';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';
import { saveCommissionRules } from '../../reports/commissions';

export const handler = createHandler(reportRoutes.saveCommissionRules, async ({ body, session, now }) => ({
  body: await saveCommissionRules(body, (await actorOf(session)).name, now),
}));
