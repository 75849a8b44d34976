// PUT /api/admin/users/{userId}/role: makes a user an admin or a customer. The user's sessions are
// revoked (they sign in again with the new role) and the change is an audit record of its own.
import * as auditRoutes from '../../../shared/api/routes/audit';
import { recordAudit } from '../../audit/record-audit';
import { setUserRole } from '../../data/user-roles';
import { revokeAllSessionsForUser } from '../../data/sessions';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/http-errors';

const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another admin.';

export const handler = createHandler(auditRoutes.changeUserRole, async ({ params, body, session, now, ...caller }) => {
  // Keeps the shop from locking out its last admin by accident.
  if (params.userId === session.userId) throw new BadRequestError(OWN_ROLE_MESSAGE);
  const user = await getUserById(params.userId);
  if (!user) throw new NotFoundError('User not found');
  if (user.role === body.role) return { body: user };
  const updated = await setUserRole(user.id, user.role, body.role, now);
  if (!updated) throw new ConflictError('The role was changed by someone else. Reload and try again.');
  await revokeAllSessionsForUser(user.id);
  await recordAudit({
    action: 'role_changed',
    details: `Role of ${user.username} (${user.id}) changed from ${user.role} to ${body.role}`,
    caller,
    userId: session.userId,
    now,
  });
  return { body: updated };
});
