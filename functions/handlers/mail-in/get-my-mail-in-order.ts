// GET /api/mail-in-orders/{reference}: one of the customer's own orders; another's is a 404.
import * as mailInRoutes from '../../../shared/api/routes/mail-in';
import { createHandler } from '../../http/create-handler';
import { findOrder } from '../../mail-in/find-order';
import { orderDetail } from '../../mail-in/order-detail';

export const handler = createHandler(mailInRoutes.getMyMailInOrder, async ({ params, session }) => ({
  body: orderDetail(await findOrder(params.reference, session.userId)),
}));
