// POST /api/admin/shop-orders/{id}/moves: packed, ready, dispatched (tracking), collected, delivered.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { staffActor } from '../../products/staff-actor';
import { moveOrder } from '../../shop/manage-orders';

export const handler = createHandler(shopRoutes.moveShopOrder, async ({ session, params, body, now }) => ({
  body: await moveOrder(params.id, body.move, body.trackingReference, await staffActor(session), now),
}));
