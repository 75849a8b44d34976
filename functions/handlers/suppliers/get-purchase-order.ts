// GET /api/admin/purchase-orders/{id}: one purchase order with its lines and receipts.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { requireOrder } from '../../suppliers/purchase-orders';

export const handler = createHandler(supplierRoutes.getPurchaseOrder, async ({ params }) => ({ body: await requireOrder(params.id) }));
