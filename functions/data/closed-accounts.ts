// The closed account marker (decision 046): what is left of an account once it closes, with no
// personal data. It is put in the same transaction that deletes the profile and its sign-in claims.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';
import { transactWrite, type TransactItem } from './transact';
import { normaliseUnique, type UniqueField } from './users';

export type ClosedBy =
  | { kind: 'customer' }
  /** An admin, on the customer's request: its reference and note are kept on the marker. */
  | { kind: 'admin'; adminId: string; requestReference: string; requestNote: string };

/**
 * Deletes the profile (it must exist) and the claims (each unless another account holds it), puts
 * the marker (it must not exist), with `alsoWrite`, in one transaction: a TransactionCancelledError
 * means the account was closed already.
 */
export async function deleteAccountLeavingMarker(
  userId: string,
  claims: readonly [UniqueField, string][],
  closedAt: string,
  closedBy: ClosedBy,
  alsoWrite: TransactItem[] = [],
): Promise<void> {
  await transactWrite([
    { Delete: { TableName: tableName, Key: keys.user(userId), ConditionExpression: 'attribute_exists(pk)' } },
    ...claims.map(([field, value]) => ({
      Delete: {
        TableName: tableName,
        Key: keys.unique(field, normaliseUnique(field, value)),
        ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
        ExpressionAttributeValues: { ':me': userId },
      },
    })),
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.closedAccount(userId), type: 'ClosedAccount', userId, closedAt, ...closedBy },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...alsoWrite,
  ]);
}

/** Records when the account's copies were first all stripped; a later run leaves the time alone. */
export async function markCopiesStripped(userId: string, at: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.closedAccount(userId),
      UpdateExpression: 'SET #done = if_not_exists(#done, :at)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#done': 'copiesStrippedAt' },
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}
