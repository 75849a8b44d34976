// GET /api/admin/suppliers: every supplier, by name.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { listSuppliers } from '../../data/suppliers';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(supplierRoutes.listSuppliers, async () => ({ body: { suppliers: await listSuppliers() } }));
