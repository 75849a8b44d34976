// POST /api/mail-in-orders/{reference}/cancel: the customer cancels while the shop awaits the device.
import * as mailInRoutes from '../../../shared/api/routes/mail-in';
import { createHandler } from '../../http/create-handler';
import { cancelMailInOrder } from '../../mail-in/cancel-order';

export const handler = createHandler(mailInRoutes.cancelMyMailInOrder, async ({ params, session, now }) => ({
  body: await cancelMailInOrder(params.reference, session.userId, now),
}));
