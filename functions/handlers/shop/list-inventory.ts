// GET /api/admin/inventory?q=&lowStock=: products by name, SKU or barcode; the low-stock list.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { searchInventory } from '../../products/inventory';

export const handler = createHandler(shopRoutes.listInventory, async ({ query }) => ({
  body: { products: await searchInventory(query.q, query.lowStock === 'true') },
}));
