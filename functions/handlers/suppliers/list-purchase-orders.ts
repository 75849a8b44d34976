// GET /api/admin/purchase-orders: the latest purchase orders, newest first.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { listPurchaseOrders } from '../../data/purchase-orders';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(supplierRoutes.listPurchaseOrders, async () => ({ body: { orders: await listPurchaseOrders() } }));
