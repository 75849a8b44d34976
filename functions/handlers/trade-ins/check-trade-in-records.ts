// GET /api/admin/trade-ins/records-check?code=: the warnings the shop's records give for an IMEI or serial.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { checkRecords } from '../../trade-ins/records-check';

export const handler = createHandler(tradeInRoutes.checkTradeInRecords, async ({ query }) => ({ body: await checkRecords(query.code) }));
