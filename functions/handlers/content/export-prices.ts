// GET /api/admin/prices/export: the price list as CSV, in the format the import reads.
import * as contentRoutes from '../../../shared/api/routes/content';
import { exportPriceCsv } from '../../content/price-transfer';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.exportPrices, async ({ now }) => ({ body: await exportPriceCsv(now) }));
