// GET /api/admin/mail-in-orders/{reference}: any order, for the shop.
import { routes } from '../../../shared/api/manifest';
import { createHandler } from '../../lib/create-handler';
import { findOrder } from '../../mail-in/find-order';

export const handler = createHandler(routes.getMailInOrder, async ({ params }) => ({ body: await findOrder(params.reference) }));
