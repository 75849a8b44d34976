// GET /api/admin/prices: the whole price list, retired rows too.
import * as contentRoutes from '../../../shared/api/routes/content';
import { listPriceRows } from '../../data/services';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.listAdminPrices, async () => ({ body: { rows: await listPriceRows() } }));
