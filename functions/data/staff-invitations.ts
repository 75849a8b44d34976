// Staff invitations (decision 256): an item in the open invitations' partition and a copy under the
// SHA-256 of its emailed token, written and deleted together. Accepting one deletes both in the same
// transaction as the new account, so a link works once; withdrawing deletes both.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RoleId } from '../../shared/staff/roles';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { TransactionCancelledError, transactWrite, type TransactItem } from './transact';

export interface StaffInvitationRecord {
  inviteId: string;
  firstName: string;
  lastName: string;
  email: string;
  staffRole: RoleId;
  tokenHash: string;
  invitedAt: string;
  invitedBy: string;
  expiresAtMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function items(record: StaffInvitationRecord) {
  // The table's TTL tidies an invitation nobody withdrew, a day after it stopped working.
  const fields = { type: 'StaffInvitation', ...record, expiresAt: keys.ttlFrom(new Date(record.expiresAtMs + DAY_MS)) };
  return [
    { ...keys.staffInvite(record.inviteId), ...fields },
    { ...keys.staffInviteToken(record.tokenHash), ...fields },
  ];
}

function asRecord(item: Record<string, unknown>): StaffInvitationRecord {
  return stripKeys(item, 'expiresAt', 'type') as unknown as StaffInvitationRecord;
}

export async function putStaffInvitation(record: StaffInvitationRecord): Promise<void> {
  await transactWrite(items(record).map((Item) => ({ Put: { TableName: tableName, Item, ConditionExpression: 'attribute_not_exists(pk)' } })));
}

/** Every invitation not yet accepted or withdrawn (expired ones too, until withdrawn or tidied), oldest first. */
export async function listStaffInvitations(): Promise<StaffInvitationRecord[]> {
  const { Items } = await db.send(
    new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.staffInvitesPartition } }),
  );
  return (Items ?? []).map(asRecord);
}

export async function getStaffInvitation(inviteId: string): Promise<StaffInvitationRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.staffInvite(inviteId), ConsistentRead: true }));
  return Item ? asRecord(Item) : null;
}

export async function findStaffInvitationByToken(tokenHash: string): Promise<StaffInvitationRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.staffInviteToken(tokenHash), ConsistentRead: true }));
  return Item ? asRecord(Item) : null;
}

/** The deletes that use up an invitation, for the transaction that creates its account: both must still exist. */
export function consumeStaffInvitationItems(record: StaffInvitationRecord): TransactItem[] {
  return [keys.staffInvite(record.inviteId), keys.staffInviteToken(record.tokenHash)].map((Key) => ({
    Delete: { TableName: tableName, Key, ConditionExpression: 'attribute_exists(pk)' },
  }));
}

/** Withdraws an invitation; false when it was accepted or withdrawn meanwhile. */
export async function deleteStaffInvitation(record: StaffInvitationRecord): Promise<boolean> {
  try {
    await transactWrite(consumeStaffInvitationItems(record));
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError) return false;
    throw error;
  }
}
