// GET /api/admin/mail-in-orders?state=: the shop's queue of orders in one state, oldest first.
import * as mailInRoutes from '../../../shared/api/routes/mail-in';
import { listOrdersInState } from '../../data/mail-in-orders';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(mailInRoutes.listMailInOrders, async ({ query }) => ({
  body: await listOrdersInState(query.state ?? 'Awaiting device'),
}));
