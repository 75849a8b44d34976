// GET /api/shop/orders/{id}: one of the customer's own orders; another's is a 404.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { findOrder } from '../../shop/manage-orders';

export const handler = createHandler(shopRoutes.getMyOrder, async ({ session, params }) => ({ body: await findOrder(params.id, session.userId) }));
