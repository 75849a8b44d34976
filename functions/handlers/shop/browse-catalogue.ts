// GET /api/shop/products?category=&model=&minPence=&maxPence=&inStock=&sort=: published products.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { browseCatalogue } from '../../shop/catalogue';

export const handler = createHandler(shopRoutes.browseCatalogue, async ({ query }) => ({ body: await browseCatalogue(query) }));
