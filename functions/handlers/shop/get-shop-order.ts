// GET /api/admin/shop-orders/{id}: any online order.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { findOrder } from '../../shop/manage-orders';

export const handler = createHandler(shopRoutes.getShopOrder, async ({ params }) => ({ body: await findOrder(params.id) }));
