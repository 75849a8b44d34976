// GET /api/admin/partfinder: parts for a device model (and part type) in stock and on price lists.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { findParts } from '../../suppliers/part-finder';

export const handler = createHandler(supplierRoutes.findParts, async ({ query }) => ({ body: await findParts(query.model, query.partType) }));
