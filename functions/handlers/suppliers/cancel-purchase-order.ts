// POST /api/admin/purchase-orders/{id}/cancel: a Draft or Ordered purchase order is cancelled.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { cancelOrder } from '../../suppliers/purchase-orders';

export const handler = createHandler(supplierRoutes.cancelPurchaseOrder, async ({ params, now }) => ({ body: await cancelOrder(params.id, now) }));
