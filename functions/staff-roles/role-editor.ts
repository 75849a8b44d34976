// The role editor's rules (decision 265): the four built-in roles keep their names and can be reset;
// the Owner's permissions never change; custom roles are created, renamed and deleted (never while a
// member has one). Every change is described for the audit log, and a changed role's members get its
// new permissions on their open sessions, so their next request follows it (decision 266).
import { ulid } from 'ulid';
import type { Permission } from '../../shared/staff/permissions';
import type { StaffRoleInput, StaffRoleView } from '../../shared/schemas/staff-roles';
import { defaultPermissions, normalisePermissions } from '../../shared/staff/role-permissions';
import { STAFF_ROLE_IDS, STAFF_ROLES, isBuiltInRole, type RoleId } from '../../shared/staff/roles';
import { sessionHashesOfUser, setSessionPermissions } from '../data/sessions';
import {
  RoleInUseError,
  RoleNameTakenError,
  createCustomRole,
  deleteCustomRole,
  getStaffRoleRecord,
  listStaffRoleRecords,
  permissionsOf,
  setBuiltInPermissions,
  updateCustomRole,
  type StaffRoleRecord,
} from '../data/staff-roles';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';

const OWNER_FIXED_MESSAGE = "The Owner role always allows everything; its permissions cannot be changed.";
const BUILT_IN_NAME_MESSAGE = 'A built-in role keeps its name.';
const BUILT_IN_DELETE_MESSAGE = 'A built-in role cannot be deleted. Reset it to its defaults instead.';
const CUSTOM_RESET_MESSAGE = 'Only a built-in role has defaults to reset to.';
const ROLE_NOT_FOUND = 'Role not found';

/** A change made, for the audit log. */
export interface RoleChange {
  role: StaffRoleView;
  details: string;
}

export function roleView(id: RoleId, record: StaffRoleRecord | null | undefined): StaffRoleView {
  const permissions = permissionsOf(id, record);
  if (isBuiltInRole(id)) {
    const { name, summary } = STAFF_ROLES[id];
    if (id === 'owner') return { id, name, summary, builtIn: true, permissions, edited: false };
    return { id, name, summary, builtIn: true, permissions, edited: record?.permissions !== undefined, memberCount: record?.members?.size ?? 0 };
  }
  return { id, name: record?.name ?? id, builtIn: false, permissions, edited: false, memberCount: record?.members?.size ?? 0 };
}

/** The built-in roles in their order, then the custom ones by name. */
export async function listRoles(): Promise<StaffRoleView[]> {
  const records = await listStaffRoleRecords();
  const byId = new Map(records.map((record) => [record.id, record]));
  const custom = records.filter((record) => !isBuiltInRole(record.id)).map((record) => roleView(record.id, record));
  return [...STAFF_ROLE_IDS.map((id) => roleView(id, byId.get(id))), ...custom.sort((a, b) => a.name.localeCompare(b.name, 'en-GB'))];
}

export async function createRole(input: StaffRoleInput, now: Date): Promise<RoleChange> {
  assertNameFree(input.name);
  const permissions = normalisePermissions(input.permissions);
  const record = await withNameCheck(() => createCustomRole(ulid(now.getTime()), input.name, permissions, now));
  return { role: roleView(record.id, record), details: `Staff role ${record.name} (${record.id}) created with ${permissions.join(', ')}` };
}

export async function updateRole(roleId: RoleId, input: StaffRoleInput, now: Date): Promise<RoleChange> {
  if (roleId === 'owner') throw new BadRequestError(OWNER_FIXED_MESSAGE);
  const existing = await getStaffRoleRecord(roleId);
  const before = roleView(roleId, existing);
  const permissions = normalisePermissions(input.permissions);
  let record: StaffRoleRecord;
  if (isBuiltInRole(roleId)) {
    if (input.name !== before.name) throw new BadRequestError(BUILT_IN_NAME_MESSAGE);
    record = await setBuiltInPermissions(roleId, permissions, now);
  } else {
    if (!existing) throw new NotFoundError(ROLE_NOT_FOUND);
    if (input.name.toLowerCase() !== before.name.toLowerCase()) assertNameFree(input.name);
    const saved = await withNameCheck(() => updateCustomRole(existing, input.name, permissions, now));
    if (!saved) throw new ConflictError('The role was changed by someone else. Reload and try again.');
    record = { ...existing, name: input.name, permissions, updatedAt: now.toISOString() };
  }
  await refreshMemberSessions(record, permissions);
  const renamed = before.name === input.name ? '' : `, renamed from ${before.name}`;
  return { role: roleView(roleId, record), details: `Staff role ${input.name} (${roleId})${renamed}: ${describeChange(before.permissions, permissions)}` };
}

export async function resetRole(roleId: RoleId, now: Date): Promise<RoleChange> {
  if (roleId === 'owner') throw new BadRequestError(OWNER_FIXED_MESSAGE);
  if (!isBuiltInRole(roleId)) throw new BadRequestError(CUSTOM_RESET_MESSAGE);
  const before = roleView(roleId, await getStaffRoleRecord(roleId));
  const record = await setBuiltInPermissions(roleId, null, now);
  const permissions = defaultPermissions(roleId);
  await refreshMemberSessions(record, permissions);
  return { role: roleView(roleId, record), details: `Staff role ${before.name} (${roleId}) reset to its defaults: ${describeChange(before.permissions, permissions)}` };
}

export async function deleteRole(roleId: RoleId): Promise<string> {
  if (isBuiltInRole(roleId)) throw new BadRequestError(BUILT_IN_DELETE_MESSAGE);
  const existing = await getStaffRoleRecord(roleId);
  if (!existing) throw new NotFoundError(ROLE_NOT_FOUND);
  try {
    if (!(await deleteCustomRole(existing))) throw new NotFoundError(ROLE_NOT_FOUND);
  } catch (error) {
    if (error instanceof RoleInUseError) throw new ConflictError(inUseMessage(existing.name!, error.memberCount));
    throw error;
  }
  return `Staff role ${existing.name} (${roleId}) deleted`;
}

function inUseMessage(name: string, memberCount: number): string {
  const members = memberCount === 1 ? '1 member of staff has' : `${memberCount} members of staff have`;
  return `${members} the role ${name}. Give them another role before deleting it.`;
}

/** The four built-in names are taken too, though they own no name item. */
function assertNameFree(name: string): void {
  const builtIn = STAFF_ROLE_IDS.find((id) => STAFF_ROLES[id].name.toLowerCase() === name.toLowerCase());
  if (builtIn) throw new ConflictError(new RoleNameTakenError(name).message);
}

async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof RoleNameTakenError) throw new ConflictError(error.message);
    throw error;
  }
}

/**
 * The role's members' open sessions get its new permissions (the user index is eventually
 * consistent, so a session begun in the same instant may be missed: decision 266).
 */
async function refreshMemberSessions(record: StaffRoleRecord, permissions: Permission[]): Promise<void> {
  for (const userId of record.members ?? []) {
    await setSessionPermissions(await sessionHashesOfUser(userId), permissions);
  }
}

function describeChange(before: readonly Permission[], after: readonly Permission[]): string {
  const added = after.filter((permission) => !before.includes(permission));
  const removed = before.filter((permission) => !after.includes(permission));
  const parts = [...(added.length ? [`allowed ${added.join(', ')}`] : []), ...(removed.length ? [`no longer allowed ${removed.join(', ')}`] : [])];
  return parts.length ? parts.join('; ') : 'permissions unchanged';
}
