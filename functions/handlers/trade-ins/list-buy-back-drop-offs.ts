// GET /api/admin/buy-back-drop-offs: the online quotes booked to be dropped off, soonest first.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { dropOffsFrom } from '../../trade-ins/drop-offs';

export const handler = createHandler(tradeInRoutes.listBuyBackDropOffs, async ({ query, now }) => ({ body: await dropOffsFrom(query.from, now) }));
