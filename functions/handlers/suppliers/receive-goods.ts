// POST /api/admin/purchase-orders/{id}/receipts: goods arrived; stock and cost move once per receipt.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { staffActor } from '../../products/staff-actor';
import { receiveGoods } from '../../suppliers/receive-goods';

export const handler = createHandler(supplierRoutes.receiveGoods, async ({ params, body, session, now }) => ({
  body: await receiveGoods(params.id, body, await staffActor(session), now),
}));
