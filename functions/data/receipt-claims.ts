// A receipt's points claimed by an account (decision 152): the receipt item (functions/data/sales.ts)
// gets claimedAt and claimedBy once, by condition, in the same transaction as the points; the points
// of its refunded repairs taken back since are counted on it too (decision 239).
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

/**
 * A sale's points taken back for refunds so far (`pointsReversed` on its receipt), moved from `seen`
 * by condition: two reversals of one sale at once cannot both count the same points (decision 239).
 */
export function receiptReversalItem(code: string, userId: string, seen: number, next: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.receipt(code),
      UpdateExpression: 'SET pointsReversed = :next',
      ConditionExpression: `claimedBy = :user AND ${seen === 0 ? '(attribute_not_exists(pointsReversed) OR pointsReversed = :seen)' : 'pointsReversed = :seen'}`,
      ExpressionAttributeValues: { ':user': userId, ':seen': seen, ':next': next },
    },
  };
}
