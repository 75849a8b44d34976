// POST /api/admin/trade-ins/reported-devices: an IMEI or serial its owner reported lost or stolen to the shop.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { staffOf } from '../../sales/staff';
import { reportLost } from '../../trade-ins/views';

export const handler = createHandler(tradeInRoutes.reportLostDevice, async ({ body, session, now }) => ({ body: await reportLost(body, await staffOf(session), now) }));
