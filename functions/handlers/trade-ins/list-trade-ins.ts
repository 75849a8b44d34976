// GET /api/admin/trade-ins: the latest 100 trade-ins, newest first, or one customer record's.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { listTradeInSummaries } from '../../trade-ins/views';

export const handler = createHandler(tradeInRoutes.listTradeIns, async ({ query }) => ({ body: await listTradeInSummaries(query.customerQr) }));
