// PUT /api/admin/inventory/{id}: staff edit a product (never its stock).
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { editProduct } from '../../products/save-product';

export const handler = createHandler(shopRoutes.updateProduct, async ({ params, body, now }) => ({ body: await editProduct(params.id, body, now) }));
