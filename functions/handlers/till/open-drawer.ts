// POST /api/admin/till/drawer {floatPence}: opens a drawer session (409 while one is open).
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { openDrawer } from '../../drawer/drawer';
import { staffOf } from '../../sales/staff';

export const handler = createHandler(tillRoutes.openDrawer, async ({ body, session, now }) => ({
  body: await openDrawer(body.floatPence, await staffOf(session), now),
}));
