// POST /api/admin/trade-ins/{id}/publish: the refurbished device into stock as a graded unit for sale.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { staffActor } from '../../products/staff-actor';
import { sessionAllows } from '../../staff-roles/session-allows';
import { publishUnit, viewOf } from '../../trade-ins/trade-ins';

export const handler = createHandler(tradeInRoutes.publishTradeIn, async ({ params, body, session, now }) => ({
  body: viewOf(await publishUnit(params.id, body, await staffActor(session), now), sessionAllows(session, 'tradeIns.sellerId')),
}));
