// Whether a session's staff role allows a permission: the copy of the role's permissions the session
// carries (made at sign-in, rewritten when the owner changes the role), so the check reads nothing
// (decision 266). The Owner's sessions, and sessions from before the copy, follow the built-in roles.
import type { Session } from '../data/sessions';
import type { Permission } from '../../shared/staff/permissions';
import { defaultPermissions } from '../../shared/staff/role-permissions';
import { isBuiltInRole, roleAllows, staffRoleOf } from '../../shared/staff/roles';

export function sessionAllows(session: Pick<Session, 'staffRole' | 'permissions'>, permission: Permission): boolean {
  if (session.permissions) return session.permissions.includes(permission);
  const role = staffRoleOf(session);
  return isBuiltInRole(role) && roleAllows(role, permission);
}

/** Everything the session's role allows, for the browser's `can()` (GET /api/user and sign-in answers). */
export function sessionPermissions(session: Pick<Session, 'staffRole' | 'permissions'>): Permission[] {
  if (session.permissions) return session.permissions;
  const role = staffRoleOf(session);
  return isBuiltInRole(role) ? defaultPermissions(role) : [];
}

/** The user as answered to themselves: a member of staff with what their role allows now. */
export function withPermissions<U extends { role: string }>(user: U, session: Pick<Session, 'staffRole' | 'permissions'>): U & { permissions?: Permission[] } {
  return user.role === 'admin' ? { ...user, permissions: sessionPermissions(session) } : user;
}
