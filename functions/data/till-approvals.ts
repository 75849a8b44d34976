// Manager approvals given at the till (decision 268): one item per approval, for one member and one
// permission, good for 5 minutes and used once, by a Delete in the transaction of the refund, sale or
// drawer close it was given for. The passcode was checked when it was given, by its own endpoint.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Permission } from '../../shared/staff/permissions';
import { db, tableName } from './client';
import * as keys from './keys';
import type { TransactItem } from './transact';

export const TILL_APPROVAL_MS = 5 * 60 * 1000;

export interface TillApprovalRecord {
  approvalId: string;
  /** The member it was given to: nobody else can use it. */
  memberId: string;
  permission: Permission;
  approver: { userId: string; name: string; username: string };
  /** ISO instant; the table's TTL (`expiresAt`) removes the item a day later. */
  validUntil: string;
}

export async function saveTillApproval(record: TillApprovalRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.tillApproval(record.approvalId), type: 'TillApproval', ...record, expiresAt: keys.ttlFrom(new Date(Date.parse(record.validUntil) + 24 * 60 * 60 * 1000)) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getTillApproval(approvalId: string): Promise<TillApprovalRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.tillApproval(approvalId), ConsistentRead: true }));
  return Item ? { approvalId, memberId: Item.memberId, permission: Item.permission, approver: Item.approver, validUntil: Item.validUntil } : null;
}

/** Uses the approval up: refused when another request used it first (the transaction then fails). */
export function useTillApprovalItem(approvalId: string): TransactItem {
  return { Delete: { TableName: tableName, Key: keys.tillApproval(approvalId), ConditionExpression: 'attribute_exists(pk)' } };
}
