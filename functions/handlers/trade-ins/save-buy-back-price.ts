// PUT /api/admin/buy-back-prices/row: adds or changes one price of the list in use.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { savePrice } from '../../trade-ins/buy-back-prices';

export const handler = createHandler(tradeInRoutes.saveBuyBackPrice, async ({ body }) => ({ body: await savePrice(body) }));
