// DELETE /api/admin/staff-invitations/{inviteId}: the emailed link stops working at once.
import * as staffRoutes from '../../../shared/api/routes/staff';
import { createHandler } from '../../http/create-handler';
import { withdrawStaffInvitation } from '../../staff/invitations';

export const handler = createHandler(staffRoutes.withdrawStaffInvitation, async ({ params, session, now, ...caller }) => {
  await withdrawStaffInvitation(params.inviteId, { userId: session.userId, caller: { ...caller, session } }, now);
  return { body: { ok: true } };
});
