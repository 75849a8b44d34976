// A staff role's name as the owner sees it: a built-in role's, or a custom role's as stored.
import { STAFF_ROLES, isBuiltInRole, type RoleId } from '../../shared/staff/roles';
import { getStaffRoleRecord } from '../data/staff-roles';

export const UNKNOWN_ROLE_MESSAGE = 'There is no such staff role. Choose one from the roles list.';

/** The role's name, or null for a custom role that does not exist (any more). */
export async function staffRoleNameOrNull(roleId: RoleId): Promise<string | null> {
  if (isBuiltInRole(roleId)) return STAFF_ROLES[roleId].name;
  return (await getStaffRoleRecord(roleId))?.name ?? null;
}

/** For the audit log: a deleted custom role is named by its id. */
export async function staffRoleName(roleId: RoleId): Promise<string> {
  return (await staffRoleNameOrNull(roleId)) ?? roleId;
}
