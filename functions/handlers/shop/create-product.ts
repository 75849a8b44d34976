// POST /api/admin/inventory: a new product, with no stock yet.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { createProduct } from '../../products/save-product';

export const handler = createHandler(shopRoutes.createProduct, async ({ body, now }) => ({ body: await createProduct(body, now) }));
