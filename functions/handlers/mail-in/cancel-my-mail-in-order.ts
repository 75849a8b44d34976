// POST /api/mail-in-orders/{reference}/cancel: the customer cancels while the shop awaits the device.
import { routes } from '../../../shared/api/manifest';
import { createHandler } from '../../lib/create-handler';
import { cancelMailInOrder } from '../../mail-in/cancel-order';

export const handler = createHandler(routes.cancelMyMailInOrder, async ({ params, session, now }) => ({
  body: await cancelMailInOrder(params.reference, session!.userId, now),
}));
