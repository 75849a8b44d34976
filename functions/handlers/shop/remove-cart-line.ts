// DELETE /api/shop/cart/lines/{id}: take a product out of the cart.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { removeCartLine } from '../../shop/cart';

export const handler = createHandler(shopRoutes.removeCartLine, async ({ session, params, now }) => ({ body: await removeCartLine(session.userId, params.id, now) }));
