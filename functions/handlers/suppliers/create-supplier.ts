// POST /api/admin/suppliers: a new supplier.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { createSupplier } from '../../suppliers/suppliers';

export const handler = createHandler(supplierRoutes.createSupplier, async ({ body, now }) => ({ body: await createSupplier(body, now) }));
