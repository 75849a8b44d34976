// POST /api/admin/suggested-orders/{supplierId}/draft: the supplier's suggestion onto its Draft purchase order, once.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { draftSuggestedOrder } from '../../suppliers/suggested-orders';

export const handler = createHandler(supplierRoutes.draftSuggestedOrder, async ({ params, now }) => ({ body: await draftSuggestedOrder(params.supplierId, now) }));
