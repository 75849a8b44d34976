// GET /api/buy-back/models: the models and storages the public "Sell your device" page quotes for.
import * as tradeInRoutes from '../../../shared/api/routes/trade-ins';
import { createHandler } from '../../http/create-handler';
import { quotableModels } from '../../trade-ins/buy-back-prices';

export const handler = createHandler(tradeInRoutes.listBuyBackModels, async () => ({ body: await quotableModels() }));
