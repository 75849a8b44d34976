// POST /api/admin/purchase-order-lines: a price-list row onto the supplier's Draft purchase order.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { addOrderLine } from '../../suppliers/purchase-orders';

export const handler = createHandler(supplierRoutes.addPurchaseOrderLine, async ({ body, now }) => ({ body: await addOrderLine(body, now) }));
