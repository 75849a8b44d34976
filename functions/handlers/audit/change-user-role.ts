// PUT /api/admin/users/{userId}/role: makes a user a member of staff with a role, or a customer. The user's sessions are
// revoked (they sign in again with the new role) and the change is an audit record of its own.
import * as auditRoutes from '../../../shared/api/routes/audit';
import type { Role } from '../../../shared/schemas/user';
import { STAFF_ROLES, staffRoleOf, type StaffRoleId } from '../../../shared/staff/roles';
import { recordAudit } from '../../audit/record-audit';
import { setUserRole, type RoleChoice } from '../../data/user-roles';
import { revokeAllSessionsForUser } from '../../data/sessions';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/http-errors';

/** 'customer', or 'admin (Front desk)'. */
function roleName(user: { role: Role; staffRole?: StaffRoleId }): string {
  return user.role === 'admin' ? `admin (${STAFF_ROLES[staffRoleOf(user)].name})` : user.role;
}

const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another admin.';

export const handler = createHandler(auditRoutes.changeUserRole, async ({ params, body, session, now, ...caller }) => {
  // Keeps the shop from locking out its last admin by accident.
  if (params.userId === session.userId) throw new BadRequestError(OWN_ROLE_MESSAGE);
  const user = await getUserById(params.userId);
  if (!user) throw new NotFoundError('User not found');
  // The schema pairs 'admin' with a staff role and 'customer' with none.
  const choice: RoleChoice = body.role === 'admin' ? { role: 'admin', staffRole: body.staffRole! } : { role: 'customer' };
  const unchanged = user.role === choice.role && (choice.role === 'customer' || staffRoleOf(user) === choice.staffRole);
  if (unchanged) return { body: user };
  const updated = await setUserRole(user, choice, now);
  if (!updated) throw new ConflictError('The role was changed by someone else. Reload and try again.');
  await revokeAllSessionsForUser(user.id);
  await recordAudit({
    action: 'role_changed',
    details: `Role of ${user.username} (${user.id}) changed from ${roleName(user)} to ${roleName(updated)}`,
    caller,
    userId: session.userId,
    now,
  });
  return { body: updated };
});
