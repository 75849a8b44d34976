// PUT /api/admin/suppliers/{id}: edits a supplier's details.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { editSupplier } from '../../suppliers/suppliers';

export const handler = createHandler(supplierRoutes.updateSupplier, async ({ params, body, now }) => ({ body: await editSupplier(params.id, body, now) }));
