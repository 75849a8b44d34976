// A user's role, changed by an admin. The session items carry the role too, so the caller revokes
// the user's sessions in the same step (SECURITY.md: privilege change means new sessions).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/schemas/user';
import { db, tableName } from './client';
import * as keys from './keys';
import { isConditionFailure } from './transact';
import type { UserRecord } from './users';

/** Sets the role only if it is still `from`; false when a concurrent change got there first. */
export async function setUserRole(userId: string, from: Role, to: Role, now: Date): Promise<UserRecord | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET #role = :to, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND #role = :from',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':to': to, ':from': from, ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as UserRecord;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
