// POST /api/admin/trade-ins/{id}/accept: the seller's name, address, photo ID and signed declaration.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { sessionAllows } from '../../staff-roles/session-allows';
import { acceptOffer, viewOf } from '../../trade-ins/trade-ins';

export const handler = createHandler(tradeInRoutes.acceptTradeIn, async ({ params, body, session, now }) => ({
  body: viewOf(await acceptOffer(params.id, body, now), sessionAllows(session, 'tradeIns.sellerId')),
}));
