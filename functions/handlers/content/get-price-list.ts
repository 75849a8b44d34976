// GET /api/prices: the whole current price list with service names (one request for /pricing).
import * as contentRoutes from '../../../shared/api/routes/content';
import { publicPriceList } from '../../content/services';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.getPriceList, async () => ({ body: await publicPriceList() }));
