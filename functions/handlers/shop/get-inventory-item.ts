// GET /api/admin/inventory/{id}: a product with its movement history and serialised units.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { inventoryDetail } from '../../products/inventory';

export const handler = createHandler(shopRoutes.getInventoryItem, async ({ params }) => ({ body: await inventoryDetail(params.id) }));
