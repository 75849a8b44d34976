// GET /api/admin/low-stock: the dashboard's low-stock panel, one Query of the marks (decision 331).
import * as shopRoutes from '../../../shared/api/routes/shop';
import { listLowStock } from '../../data/low-stock';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(shopRoutes.listLowStock, async () => ({ body: { items: await listLowStock() } }));
