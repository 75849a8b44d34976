// POST /api/admin/purchase-orders/{id}/order: Draft to Ordered, emailing the supplier its PDF.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { placeOrder } from '../../suppliers/purchase-orders';

export const handler = createHandler(supplierRoutes.placePurchaseOrder, async ({ params, body, now }) => ({ body: await placeOrder(params.id, body.pdfBase64, now) }));
