// PUT /api/admin/suppliers/{id}/price-list: replaces the price list from a CSV, all or nothing.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { importPriceList } from '../../suppliers/suppliers';

export const handler = createHandler(supplierRoutes.importPriceList, async ({ params, body, now }) => ({ body: await importPriceList(params.id, body.csv, now) }));
