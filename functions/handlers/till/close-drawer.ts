// POST /api/admin/till/drawer/close {sessionId, count}: the count per denomination closes the session
// with its Z report (409 when it is closed already). A count that differs from the expected cash needs
// 'till.drawerDifference' or a manager's approval (approvalId, decision 268).
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { closeDrawer } from '../../drawer/drawer';
import { approvedByOf, authoriseDifference, type Granted } from '../../sales/manager-approval';
import { staffOf } from '../../sales/staff';

export const handler = createHandler(tillRoutes.closeDrawer, async ({ body, session, now }) => {
  // Denominations not counted are simply absent (none of them in the drawer).
  const count = Object.fromEntries(Object.entries(body.count).filter((entry): entry is [string, number] => entry[1] !== undefined));
  let granted: Granted | undefined;
  const closed = await closeDrawer(body.sessionId, count, await staffOf(session), now, async (differencePence) => {
    granted = await authoriseDifference(differencePence, body.approvalId, session, now);
    return granted;
  });
  return { body: closed, approvedBy: approvedByOf(granted) };
});
