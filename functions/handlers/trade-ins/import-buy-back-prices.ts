// PUT /api/admin/buy-back-prices: replaces the buy-back price list from a CSV, all or nothing.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { importPriceList } from '../../trade-ins/buy-back-prices';

export const handler = createHandler(tradeInRoutes.importBuyBackPrices, async ({ body, now }) => ({ body: await importPriceList(body.csv, now) }));
