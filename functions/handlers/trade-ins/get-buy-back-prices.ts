// GET /api/admin/buy-back-prices: the buy-back price list, by model, storage and grade.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { getPriceList } from '../../trade-ins/buy-back-prices';

export const handler = createHandler(tradeInRoutes.getBuyBackPrices, async () => ({ body: await getPriceList() }));
