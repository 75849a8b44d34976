import type { User } from '../../../shared/schemas/user';
import type { Permission } from '../../../shared/staff/permissions';
import { roleAllows, staffRoleOf } from '../../../shared/staff/roles';

/** Kept apart from lib/auth so menus can ask without loading TanStack Query and the API client. */
export const isAdmin = (user: User | null): boolean => user?.role === 'admin';

/**
 * Whether the signed-in member of staff's role allows it: the admin UI hides what it would not (the
 * server refuses it anyway, and leaves cost prices out of its answers).
 */
export const can = (user: User | null, permission: Permission): boolean => isAdmin(user) && roleAllows(staffRoleOf(user!), permission);
