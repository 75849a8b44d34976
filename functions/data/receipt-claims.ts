// A receipt's points claimed by an account (decision 152): the receipt item (functions/data/sales.ts)
// gets claimedAt and claimedBy once, by condition, in the same transaction as the points.
import * as keys from './keys';
import { tableName } from './client';
import type { TransactItem } from './transact';

export function receiptClaimItem(code: string, userId: string, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.receipt(code),
      UpdateExpression: 'SET claimedAt = :at, claimedBy = :user',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(claimedAt) OR claimedAt = :null)',
      ExpressionAttributeValues: { ':at': at, ':user': userId, ':null': null },
    },
  };
}
