// POST /api/admin/till/drawer/close {sessionId, count}: the count per denomination closes the session
// with its Z report (409 when it is closed already).
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { closeDrawer } from '../../drawer/drawer';
import { staffOf } from '../../sales/staff';

export const handler = createHandler(tillRoutes.closeDrawer, async ({ body, session, now }) => {
  // Denominations not counted are simply absent (none of them in the drawer).
  const count = Object.fromEntries(Object.entries(body.count).filter((entry): entry is [string, number] => entry[1] !== undefined));
  return { body: await closeDrawer(body.sessionId, count, await staffOf(session), now) };
});
