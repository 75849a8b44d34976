// A user's role, changed by an admin. The session items carry the role too, so the caller revokes
// the user's sessions in the same step (SECURITY.md: privilege change means new sessions).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffRoleId } from '../../shared/staff/roles';
import type { Role } from '../../shared/schemas/user';
import { db, tableName } from './client';
import * as keys from './keys';
import { isConditionFailure } from './transact';
import type { UserRecord } from './users';

/** A member of staff with their role, or a customer (who keeps none). */
export type RoleChoice = { role: 'admin'; staffRole: StaffRoleId } | { role: 'customer' };

/**
 * Sets the role (and the staff role, which a customer does not keep) only if both are still as
 * `user` had them; null when a concurrent change got there first.
 */
export async function setUserRole(user: Pick<UserRecord, 'id' | 'role' | 'staffRole'>, to: RoleChoice, now: Date): Promise<UserRecord | null> {
  const staffRole = to.role === 'admin' ? to.staffRole : undefined;
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(user.id),
        // The staff list's index moves with the role, in the same write (decision 255).
        UpdateExpression: staffRole
          ? 'SET #role = :to, updatedAt = :now, staffRole = :staffRole, gsi2pk = :staffPk, gsi2sk = :staffSk'
          : 'SET #role = :to, updatedAt = :now REMOVE staffRole, gsi2pk, gsi2sk',
        ConditionExpression: `attribute_exists(pk) AND #role = :from AND ${user.staffRole ? 'staffRole = :fromStaffRole' : 'attribute_not_exists(staffRole)'}`,
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: {
          ':to': to.role,
          ':from': user.role,
          ':now': now.toISOString(),
          ...(staffRole ? { ':staffRole': staffRole, ':staffPk': keys.staffMember(user.id).gsi2pk, ':staffSk': keys.staffMember(user.id).gsi2sk } : {}),
          ...(user.staffRole ? { ':fromStaffRole': user.staffRole } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as UserRecord;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
