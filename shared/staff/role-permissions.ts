// A role's permissions as a list: the built-in roles' defaults spelled out, and the rules every
// stored list follows (decision 265). Apart from ./roles.ts, which the public pages' menus load
// without the permissions' list.
import { ALL_PERMISSIONS, type Permission } from './permissions';
import { roleAllows, type StaffRoleId } from './roles';

/** Every role keeps the admin area itself: a member of staff without it could not even sign in to it. */
export const ALWAYS_GRANTED: readonly Permission[] = ['admin.use'];

/** A built-in role's permissions as shipped, in the catalogue's order. */
export function defaultPermissions(role: StaffRoleId): Permission[] {
  return ALL_PERMISSIONS.filter((permission) => roleAllows(role, permission));
}

/** A list as stored: each permission once, the ones every role keeps included, in the catalogue's order. */
export function normalisePermissions(permissions: readonly Permission[]): Permission[] {
  const chosen = new Set<Permission>([...ALWAYS_GRANTED, ...permissions]);
  return ALL_PERMISSIONS.filter((permission) => chosen.has(permission));
}
