// GET /api/shop/orders: the customer's online orders, newest first.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { listOrdersOfCustomer } from '../../data/shop-orders';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(shopRoutes.listMyOrders, async ({ session }) => ({ body: { orders: await listOrdersOfCustomer(session.userId) } }));
