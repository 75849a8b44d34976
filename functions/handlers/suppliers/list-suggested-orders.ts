// GET /api/admin/suggested-orders: low-stock products by usual supplier, at the latest prices (decision 332).
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { listSuggestedOrders } from '../../suppliers/suggested-orders';

export const handler = createHandler(supplierRoutes.listSuggestedOrders, async () => ({ body: await listSuggestedOrders() }));
