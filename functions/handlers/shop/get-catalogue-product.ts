// GET /api/shop/products/{id}: a published product with its related products.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { catalogueProduct } from '../../shop/catalogue';

export const handler = createHandler(shopRoutes.getCatalogueProduct, async ({ params }) => ({ body: await catalogueProduct(params.id) }));
