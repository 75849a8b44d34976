// GET /api/admin/trade-ins/{id}: one trade-in; the seller's ID details only for a role with 'tradeIns.sellerId'.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { sessionAllows } from '../../staff-roles/session-allows';
import { loadTradeIn, viewOf } from '../../trade-ins/trade-ins';

export const handler = createHandler(tradeInRoutes.getTradeIn, async ({ params, session }) => ({
  body: viewOf(await loadTradeIn(params.id), sessionAllows(session, 'tradeIns.sellerId')),
}));
