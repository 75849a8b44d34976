import type { User } from '../../../shared/schemas/user';
import type { Permission } from '../../../shared/staff/permissions';
import { isBuiltInRole, roleAllows, staffRoleOf } from '../../../shared/staff/roles';

/** Kept apart from lib/auth so menus can ask without loading TanStack Query and the API client. */
export const isAdmin = (user: User | null): boolean => user?.role === 'admin';

/**
 * Whether the signed-in member of staff's role allows it: the admin UI hides what it would not (the
 * server refuses it anyway, and leaves cost prices out of its answers). The server's answer names the
 * role's permissions as the owner set them (decision 266); a built-in role's defaults stand in for an
 * answer without them.
 */
export const can = (user: User | null, permission: Permission): boolean => {
  if (!isAdmin(user)) return false;
  if (user!.permissions) return user!.permissions.includes(permission);
  const role = staffRoleOf(user!);
  return isBuiltInRole(role) && roleAllows(role, permission);
};
