// GET /api/mail-in-orders: the signed-in customer's orders, newest first.
import { routes } from '../../../shared/api/manifest';
import { listOrdersOfUser } from '../../data/mail-in-orders';
import { createHandler } from '../../lib/create-handler';

export const handler = createHandler(routes.listMyMailInOrders, async ({ session }) => ({
  body: await listOrdersOfUser(session!.userId),
}));
