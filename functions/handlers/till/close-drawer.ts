// POST /api/admin/till/drawer/close {sessionId, count}: the count per denomination closes the session
// with its Z report (409 when it is closed already).
import { tillRoutes } from '../../../shared/api/routes/till';
import { createHandler } from '../../lib/create-handler';
import { closeDrawer } from '../../sales/drawer';
import { staffOf } from '../../sales/staff';

export const handler = createHandler(tillRoutes.closeDrawer, async ({ body, session, now }) => ({
  body: await closeDrawer(body.sessionId, body.count, await staffOf(session!), now),
}));
