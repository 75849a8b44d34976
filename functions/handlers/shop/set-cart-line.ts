// PUT /api/shop/cart/lines/{id}: add a product or set its quantity (1 to 10, never beyond stock).
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { setCartLine } from '../../shop/cart';

export const handler = createHandler(shopRoutes.setCartLine, async ({ session, params, body, now }) => ({
  body: await setCartLine(session.userId, params.id, body.quantity, now),
}));
