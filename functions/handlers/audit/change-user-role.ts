// PUT /api/admin/users/{userId}/role: makes a user a member of staff with a role, or a customer. The user's sessions are
// revoked (they sign in again with the new role) and the change is an audit record of its own (functions/staff/members.ts).
import * as auditRoutes from '../../../shared/api/routes/audit';
import type { RoleChoice } from '../../data/user-roles';
import { createHandler } from '../../http/create-handler';
import { changeRole } from '../../staff/members';

export const handler = createHandler(auditRoutes.changeUserRole, async ({ params, body, session, now, ...caller }) => {
  // The schema pairs 'admin' with a staff role and 'customer' with none.
  const choice: RoleChoice = body.role === 'admin' ? { role: 'admin', staffRole: body.staffRole! } : { role: 'customer' };
  return { body: await changeRole(params.userId, choice, { by: session.userId, caller: { ...caller, session }, now }) };
});
