// A user's role, changed by an admin. The session items carry the role too, so the caller revokes
// the user's sessions in the same step (SECURITY.md: privilege change means new sessions). The roles'
// member lists change in the same transaction (decision 265).
import type { RoleId } from '../../shared/staff/roles';
import type { Role } from '../../shared/schemas/user';
import { tableName } from './client';
import * as keys from './keys';
import { roleMembershipWrites } from './role-members';
import { TransactionCancelledError, transactWrite } from './transact';
import type { UserRecord } from './users';

/** A member of staff with their role, or a customer (who keeps none). */
export type RoleChoice = { role: 'admin'; staffRole: RoleId } | { role: 'customer' };

/** The custom role chosen does not exist (any more). */
export class UnknownRoleError extends Error {
  constructor(readonly roleId: string) {
    super(`No staff role ${roleId}`);
    this.name = 'UnknownRoleError';
  }
}

/**
 * Sets the role (and the staff role, which a customer does not keep) only if both are still as
 * `user` had them; null when a concurrent change got there first. A custom role must exist.
 */
export async function setUserRole(user: UserRecord, to: RoleChoice, now: Date): Promise<UserRecord | null> {
  const staffRole = to.role === 'admin' ? to.staffRole : undefined;
  const fromStaffRole = user.role === 'admin' ? user.staffRole : undefined;
  const membership = roleMembershipWrites(user.id, fromStaffRole, staffRole);
  try {
    await transactWrite([
      {
        Update: {
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
        },
      },
      ...membership,
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError) {
      if (error.conditionFailedAt(0)) return null;
      // The first membership write is the role joined, when there is one.
      if (staffRole && staffRole !== fromStaffRole && error.conditionFailedAt(1)) throw new UnknownRoleError(staffRole);
    }
    throw error;
  }
  const { staffRole: _previous, ...rest } = user;
  return { ...rest, role: to.role, updatedAt: now.toISOString(), ...(staffRole ? { staffRole } : {}) };
}
