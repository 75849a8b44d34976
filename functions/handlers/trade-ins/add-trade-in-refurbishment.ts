// POST /api/admin/trade-ins/{id}/refurbishment: a part or labour added to a bought device's cost.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { staffOf } from '../../sales/staff';
import { sessionAllows } from '../../staff-roles/session-allows';
import { addRefurbLine, viewOf } from '../../trade-ins/trade-ins';

export const handler = createHandler(tradeInRoutes.addTradeInRefurbishment, async ({ params, body, session, now }) => ({
  body: viewOf(await addRefurbLine(params.id, body, await staffOf(session), now), sessionAllows(session, 'tradeIns.sellerId')),
}));
