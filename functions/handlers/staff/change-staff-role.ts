// PUT /api/admin/staff/{userId}/role {staffRole, password}: the Staff page's role change, with the
// owner's password again; the same change as PUT /api/admin/users/{userId}/role (decision 257).
import * as staffRoutes from '../../../shared/api/routes/staff';
import { verifyCurrentPassword } from '../../accounts/password-checks';
import { staffMemberOf } from '../../data/staff-members';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { NotAuthenticatedError, NotFoundError } from '../../lib/http-errors';
import { changeRole, NOT_STAFF_MESSAGE } from '../../staff/members';

export const handler = createHandler(staffRoutes.changeStaffRole, async ({ params, body, session, now, ...rest }) => {
  const caller = { ...rest, session };
  const owner = await getUserById(session.userId);
  if (!owner) throw new NotAuthenticatedError();
  await verifyCurrentPassword(owner, body.password, 'password', caller, now);
  const member = await getUserById(params.userId);
  // Here only members of staff change role; making a customer staff is the customer record's (PUT .../users/{userId}/role).
  if (member?.role !== 'admin' && params.userId !== session.userId) throw new NotFoundError(NOT_STAFF_MESSAGE);
  const updated = await changeRole(params.userId, { role: 'admin', staffRole: body.staffRole }, { by: session.userId, caller, now });
  return { body: staffMemberOf(updated) };
});
