// GET /api/admin/mail-in-orders/{reference}: any order, for the shop.
import * as mailInRoutes from '../../../shared/api/routes/mail-in';
import { createHandler } from '../../http/create-handler';
import { findOrder } from '../../mail-in/find-order';

export const handler = createHandler(mailInRoutes.getMailInOrder, async ({ params }) => ({ body: await findOrder(params.reference) }));
