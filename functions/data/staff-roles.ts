// The staff roles repository (decision 265): custom roles and the built-in roles' changed permissions,
// one item per role in one partition, with a name item per custom role so names stay unique.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Permission } from '../../shared/staff/permissions';
import { defaultPermissions } from '../../shared/staff/role-permissions';
import { isBuiltInRole, type RoleId, type StaffRoleId } from '../../shared/staff/roles';
import { db, tableName } from './client';
import * as keys from './keys';
import { TransactionCancelledError, transactWrite } from './transact';

export interface StaffRoleRecord {
  id: RoleId;
  /** A custom role's name; a built-in role's is in shared/staff/roles.ts. */
  name?: string;
  /** Absent on a built-in role that keeps its defaults. */
  permissions?: Permission[];
  /** The members' user ids (an empty set is no attribute at all in DynamoDB). */
  members?: Set<string>;
  createdAt?: string;
  updatedAt?: string;
}

export class RoleNameTakenError extends Error {
  constructor(readonly roleName: string) {
    super(`A role called ${roleName} already exists.`);
    this.name = 'RoleNameTakenError';
  }
}

export class RoleInUseError extends Error {
  constructor(readonly memberCount: number) {
    super(`The role is given to ${memberCount} members of staff`);
    this.name = 'RoleInUseError';
  }
}

function recordOf(item: Record<string, unknown>): StaffRoleRecord {
  const { id, name, permissions, members, createdAt, updatedAt } = item as unknown as StaffRoleRecord;
  return { id, name, permissions, members, createdAt, updatedAt };
}

/** Every stored role (custom ones, and built-in ones changed or with members): one Query. */
export async function listStaffRoleRecords(): Promise<StaffRoleRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.staffRolesPartition, ':prefix': keys.staffRolePrefix },
      ConsistentRead: true,
    }),
  );
  return Items.map(recordOf);
}

export async function getStaffRoleRecord(roleId: RoleId): Promise<StaffRoleRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.staffRole(roleId), ConsistentRead: true }));
  return Item ? recordOf(Item) : null;
}

/** What a role allows as stored: a built-in role's own list or its defaults, a custom role's list (none once deleted). */
export function permissionsOf(roleId: RoleId, record: StaffRoleRecord | null | undefined): Permission[] {
  if (roleId === 'owner') return defaultPermissions('owner');
  if (isBuiltInRole(roleId)) return record?.permissions ?? defaultPermissions(roleId);
  return record?.permissions ?? [];
}

/** What a role allows now: one read, none for the Owner (decision 266). */
export async function permissionsOfRole(roleId: RoleId): Promise<Permission[]> {
  return permissionsOf(roleId, roleId === 'owner' ? null : await getStaffRoleRecord(roleId));
}

/** A new custom role; its name is claimed in the same transaction. */
export async function createCustomRole(id: string, name: string, permissions: Permission[], now: Date): Promise<StaffRoleRecord> {
  const record: StaffRoleRecord = { id, name, permissions, createdAt: now.toISOString(), updatedAt: now.toISOString() };
  try {
    await transactWrite([
      { Put: { TableName: tableName, Item: { ...keys.staffRole(id), type: 'StaffRole', ...record }, ConditionExpression: 'attribute_not_exists(pk)' } },
      nameClaim(name, id),
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(1)) throw new RoleNameTakenError(name);
    throw error;
  }
  return record;
}

/**
 * Renames a custom role and sets its permissions, if it is still as `existing` was (its updatedAt):
 * false when it changed or went meanwhile.
 */
export async function updateCustomRole(existing: StaffRoleRecord, name: string, permissions: Permission[], now: Date): Promise<boolean> {
  const renamed = existing.name!.toLowerCase() !== name.toLowerCase();
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: keys.staffRole(existing.id),
          UpdateExpression: 'SET #name = :name, #permissions = :permissions, updatedAt = :now',
          ConditionExpression: 'updatedAt = :seen',
          ExpressionAttributeNames: { '#name': 'name', '#permissions': 'permissions' },
          ExpressionAttributeValues: { ':name': name, ':permissions': permissions, ':now': now.toISOString(), ':seen': existing.updatedAt },
        },
      },
      ...(renamed ? [nameClaim(name, existing.id), { Delete: { TableName: tableName, Key: keys.staffRoleName(existing.name!) } }] : []),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(1)) throw new RoleNameTakenError(name);
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) return false;
    throw error;
  }
}

/** A built-in role's permissions changed, or back to its defaults (null); never the Owner's (the editor's rule). */
export async function setBuiltInPermissions(roleId: StaffRoleId, permissions: Permission[] | null, now: Date): Promise<StaffRoleRecord> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.staffRole(roleId),
      UpdateExpression: permissions
        ? 'SET #type = :type, id = :id, #permissions = :permissions, updatedAt = :now'
        : 'SET #type = :type, id = :id, updatedAt = :now REMOVE #permissions',
      ExpressionAttributeNames: { '#type': 'type', '#permissions': 'permissions' },
      ExpressionAttributeValues: { ':type': 'StaffRole', ':id': roleId, ':now': now.toISOString(), ...(permissions ? { ':permissions': permissions } : {}) },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return recordOf(Attributes!);
}

/**
 * Deletes a custom role nobody has, and frees its name. The members are checked by the delete's own
 * condition, so a member given the role meanwhile keeps it. False when it was already gone.
 */
export async function deleteCustomRole(existing: StaffRoleRecord): Promise<boolean> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName,
          Key: keys.staffRole(existing.id),
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(members)',
        },
      },
      { Delete: { TableName: tableName, Key: keys.staffRoleName(existing.name!) } },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) {
      const now = await getStaffRoleRecord(existing.id);
      if (!now) return false;
      throw new RoleInUseError(now.members?.size ?? 0);
    }
    throw error;
  }
}

function nameClaim(name: string, roleId: string) {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.staffRoleName(name), type: 'StaffRoleName', roleId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
