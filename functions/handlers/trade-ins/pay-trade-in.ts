// POST /api/admin/trade-ins/{id}/payout: pays the seller once (idempotency key) and numbers the purchase document.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { staffOf } from '../../sales/staff';
import { sessionAllows } from '../../staff-roles/session-allows';
import { payOut, viewOf } from '../../trade-ins/trade-ins';

export const handler = createHandler(tradeInRoutes.payTradeIn, async ({ params, body, session, now }) => ({
  body: viewOf(await payOut(params.id, body, await staffOf(session), now), sessionAllows(session, 'tradeIns.sellerId')),
}));
