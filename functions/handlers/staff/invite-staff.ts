// POST /api/admin/staff-invitations: invites a person to the staff by email, with a role (decision 256).
import * as staffRoutes from '../../../shared/api/routes/staff';
import { createHandler } from '../../http/create-handler';
import { inviteStaff } from '../../staff/invitations';

export const handler = createHandler(staffRoutes.inviteStaff, async ({ body, session, event, now, ...caller }) => ({
  body: await inviteStaff(body, { userId: session.userId, caller: { ...caller, session }, event }, now),
}));
