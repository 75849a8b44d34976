// Who has which role: each role's item keeps its members' ids (a string set), changed in the same
// transaction as the member's account, so a role in use is never deleted and an edited role knows
// whose sessions to bring up to date (decision 265). The Owner's members are not kept: that role is
// never edited or deleted, and admins from before roles are owners without being listed.
import { isBuiltInRole, type RoleId } from '../../shared/staff/roles';
import { tableName } from './client';
import * as keys from './keys';
import type { TransactItem } from './transact';

const tracked = (roleId: RoleId | undefined): roleId is RoleId => roleId !== undefined && roleId !== 'owner';

/** The writes that move a member from one role to another (either may be none), for the account's transaction. */
export function roleMembershipWrites(userId: string, from: RoleId | undefined, to: RoleId | undefined): TransactItem[] {
  if (from === to) return [];
  return [
    ...(tracked(to) ? [membershipWrite(to, 'ADD', userId)] : []),
    ...(tracked(from) ? [membershipWrite(from, 'DELETE', userId)] : []),
  ];
}

/** A custom role's item must exist (joining a deleted role fails); a built-in role's is made when first needed. */
function membershipWrite(roleId: RoleId, change: 'ADD' | 'DELETE', userId: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.staffRole(roleId),
      UpdateExpression: `SET #type = :type, id = :id ${change} members :member`,
      ...(isBuiltInRole(roleId) ? {} : { ConditionExpression: 'attribute_exists(pk)' }),
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'StaffRole', ':id': roleId, ':member': new Set([userId]) },
    },
  };
}
