// POST /api/admin/inventory/{id}/units: a refurbished unit (IMEI or serial, grade, notes) into stock.
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createHandler } from '../../http/create-handler';
import { addUnit } from '../../products/adjust-stock';
import { staffActor } from '../../products/staff-actor';

export const handler = createHandler(shopRoutes.addStockUnit, async ({ params, body, session, now }) => ({
  body: await addUnit(params.id, body, await staffActor(session), now),
}));
