// GET /api/mail-in-orders: the signed-in customer's orders, newest first.
import * as mailInRoutes from '../../../shared/api/routes/mail-in';
import { listOrdersOfUser } from '../../data/mail-in-orders';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(mailInRoutes.listMyMailInOrders, async ({ session }) => ({
  body: await listOrdersOfUser(session.userId),
}));
