// The staff list: every staff account's own profile item carries keys.staffMember (a sparse gsi2
// entry) from the write that makes it staff until the one that makes it a customer, so the list is
// one Query and always shows the profile as it is now (decision 255).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffMember } from '../../shared/schemas/staff';
import { staffRoleOf, type StaffRoleId } from '../../shared/staff/roles';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryAll } from './query-all';
import { isConditionFailure } from './transact';

interface StaffItem {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email?: string;
  staffRole?: StaffRoleId;
  suspended?: boolean;
  twoFactorEnabled?: boolean;
}

const LISTED = ['id', 'username', 'firstName', 'lastName', 'email', 'staffRole', 'suspended', 'twoFactorEnabled'] as const;

export function staffMemberOf(item: StaffItem): StaffMember {
  return {
    userId: item.id,
    username: item.username,
    name: `${item.firstName} ${item.lastName}`.trim(),
    ...(item.email ? { email: item.email } : {}),
    staffRole: staffRoleOf(item),
    suspended: item.suspended === true,
    twoFactorEnabled: item.twoFactorEnabled === true,
  };
}

/** Every member of staff, by name: one Query of the staff index (a page holds thousands). */
export async function listStaffMembers(): Promise<StaffMember[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :staff',
    ExpressionAttributeValues: { ':staff': keys.staffPartition },
    ProjectionExpression: LISTED.map((_, i) => `#a${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(LISTED.map((name, i) => [`#a${i}`, name])),
  });
  return (items as unknown as StaffItem[]).map(staffMemberOf).sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.username.localeCompare(b.username));
}

/**
 * Puts an admin account from before the staff index on the list (at its next sign-in); a no-op for
 * one already there or no longer staff.
 */
export async function indexStaffAccount(userId: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
        ConditionExpression: '#role = :admin AND attribute_not_exists(gsi2pk)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':admin': 'admin', ':pk': keys.staffMember(userId).gsi2pk, ':sk': keys.staffMember(userId).gsi2sk },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
