// GET /api/admin/suppliers/{id}: the supplier and its price list in use.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { supplierDetail } from '../../suppliers/suppliers';

export const handler = createHandler(supplierRoutes.getSupplier, async ({ params }) => ({ body: await supplierDetail(params.id) }));
