// PUT /api/admin/staff/{userId}/suspension {suspended}: suspends a member (their sessions end at once,
// sign-in is refused) or restores them (decision 257).
import * as staffRoutes from '../../../shared/api/routes/staff';
import { createHandler } from '../../http/create-handler';
import { setSuspended } from '../../staff/members';

export const handler = createHandler(staffRoutes.setStaffSuspension, async ({ params, body, session, now, ...caller }) => ({
  body: await setSuspended(params.userId, body.suspended, { by: session.userId, caller: { ...caller, session }, now }),
}));
