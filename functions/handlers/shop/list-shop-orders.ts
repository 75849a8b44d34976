// GET /api/admin/shop-orders?status=: online orders in one status (default Paid), newest first.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { listOrdersInStatus } from '../../data/shop-orders';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(shopRoutes.listShopOrders, async ({ query }) => ({ body: { orders: await listOrdersInStatus(query.status ?? 'Paid') } }));
