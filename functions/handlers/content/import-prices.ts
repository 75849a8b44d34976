// POST /api/admin/prices/import {csv}: every row checked first; any bad row and nothing is written (400 listing each by line).
import * as contentRoutes from '../../../shared/api/routes/content';
import { importPriceCsv } from '../../content/price-transfer';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.importPrices, async ({ body, now }) => ({ body: await importPriceCsv(body.csv, now) }));
