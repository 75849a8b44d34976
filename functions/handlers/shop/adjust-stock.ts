// POST /api/admin/inventory/{id}/adjustments: goods received, an adjustment with a reason, or a count.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { adjustStock } from '../../products/adjust-stock';
import { staffActor } from '../../products/staff-actor';

export const handler = createHandler(shopRoutes.adjustStock, async ({ params, body, session, now }) => ({
  body: await adjustStock(params.id, body, await staffActor(session), now),
}));
