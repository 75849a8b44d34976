// POST /api/admin/shop-orders/{id}/refunds: refund lines or the whole order through the provider; stock back.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { staffActor } from '../../products/staff-actor';
import { refundOrder } from '../../shop/manage-orders';

export const handler = createHandler(shopRoutes.refundShopOrder, async ({ session, params, body, now }) => ({
  body: await refundOrder(params.id, body, await staffActor(session), now),
}));
