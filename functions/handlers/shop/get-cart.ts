// GET /api/shop/cart: the signed-in customer's cart, priced today.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { viewCart } from '../../shop/cart';

export const handler = createHandler(shopRoutes.getCart, async ({ session }) => ({ body: (await viewCart(session.userId)).view }));
