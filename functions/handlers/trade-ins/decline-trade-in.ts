// POST /api/admin/trade-ins/{id}/decline: the seller turns the offer down.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { sessionAllows } from '../../staff-roles/session-allows';
import { declineOffer, viewOf } from '../../trade-ins/trade-ins';

export const handler = createHandler(tradeInRoutes.declineTradeIn, async ({ params, session, now }) => ({
  body: viewOf(await declineOffer(params.id, now), sessionAllows(session, 'tradeIns.sellerId')),
}));
