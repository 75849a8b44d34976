// PUT /api/admin/users/{userId}/role: makes a user a member of staff with a role (built-in or one of
// the owner's custom roles that exists), or a customer. The user's sessions are revoked (they sign in
// again with the new role) and the change is an audit record of its own.
import * as auditRoutes from '../../../shared/api/routes/audit';
import type { Role } from '../../../shared/schemas/user';
import { STAFF_ROLES, isBuiltInRole, staffRoleOf, type RoleId } from '../../../shared/staff/roles';
import { recordAudit } from '../../audit/record-audit';
import { getStaffRoleRecord } from '../../data/staff-roles';
import { UnknownRoleError, setUserRole, type RoleChoice } from '../../data/user-roles';
import { revokeAllSessionsForUser } from '../../data/sessions';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/http-errors';

const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another admin.';
const UNKNOWN_ROLE_MESSAGE = 'There is no such staff role. Choose one from the roles list.';

/** A role's name for the audit log: a built-in one's, or a custom one's as stored (its id once deleted). */
async function staffRoleName(roleId: RoleId): Promise<string> {
  if (isBuiltInRole(roleId)) return STAFF_ROLES[roleId].name;
  return (await getStaffRoleRecord(roleId))?.name ?? roleId;
}

/** 'customer', or 'admin (Front desk)'. */
async function roleName(user: { role: Role; staffRole?: RoleId }): Promise<string> {
  return user.role === 'admin' ? `admin (${await staffRoleName(staffRoleOf(user))})` : user.role;
}

export const handler = createHandler(auditRoutes.changeUserRole, async ({ params, body, session, now, ...caller }) => {
  // Keeps the shop from locking out its last admin by accident.
  if (params.userId === session.userId) throw new BadRequestError(OWN_ROLE_MESSAGE);
  const user = await getUserById(params.userId);
  if (!user) throw new NotFoundError('User not found');
  // The schema pairs 'admin' with a staff role and 'customer' with none.
  const choice: RoleChoice = body.role === 'admin' ? { role: 'admin', staffRole: body.staffRole! } : { role: 'customer' };
  const unchanged = user.role === choice.role && (choice.role === 'customer' || staffRoleOf(user) === choice.staffRole);
  if (unchanged) return { body: user };
  const updated = await setUserRole(user, choice, now).catch((error: unknown) => {
    if (error instanceof UnknownRoleError) throw new BadRequestError(UNKNOWN_ROLE_MESSAGE);
    throw error;
  });
  if (!updated) throw new ConflictError('The role was changed by someone else. Reload and try again.');
  await revokeAllSessionsForUser(user.id);
  await recordAudit({
    action: 'role_changed',
    details: `Role of ${user.username} (${user.id}) changed from ${await roleName(user)} to ${await roleName(updated)}`,
    caller,
    userId: session.userId,
    now,
  });
  return { body: updated };
});
