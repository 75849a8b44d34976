// POST /api/shop/orders/{id}/cancel: the customer left the payment page; an unpaid order's stock goes back.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { findOrder } from '../../shop/manage-orders';
import { releaseCheckout } from '../../shop/release-checkout';

export const handler = createHandler(shopRoutes.cancelMyCheckout, async ({ session, params, now }) => {
  await findOrder(params.id, session.userId);
  await releaseCheckout(params.id, now, 'cancelled');
  return { body: await findOrder(params.id, session.userId) };
});
