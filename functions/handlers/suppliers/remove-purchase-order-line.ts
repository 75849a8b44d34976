// DELETE /api/admin/purchase-orders/{id}/lines/{lineId}: takes a line off a Draft.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { removeOrderLine } from '../../suppliers/purchase-orders';

export const handler = createHandler(supplierRoutes.removePurchaseOrderLine, async ({ params, now }) => ({ body: await removeOrderLine(params.id, params.lineId, now) }));
