// The points ledger's items (decision 150): a member's account (balance, lifetime points, last tier)
// and its append-only entries, each keyed by its cause's idempotency key. Writers put an entry and
// change the account in ONE transaction (functions/loyalty/points-ledger.ts), so the balance is
// always the sum of the entries; the debit's condition keeps it from going below 0.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LedgerEntry, Member } from '../../shared/schemas/loyalty/ledger';
import type { TierName } from '../../shared/loyalty';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryAll } from './query-all';
import { isConditionFailure, type TransactItem } from './transact';

export type AccountRecord = Member;

const ENTRY_FIELDS = ['key', 'kind', 'points', 'source', 'description', 'at', 'by', 'reason', 'alreadySpent'] as const;

function entryOf(item: Record<string, unknown>): LedgerEntry {
  const entry: Record<string, unknown> = {};
  for (const field of ENTRY_FIELDS) if (item[field] !== undefined) entry[field] = item[field];
  return entry as unknown as LedgerEntry;
}

function accountOf(item: Record<string, unknown>): AccountRecord {
  return {
    userId: String(item.userId),
    name: String(item.name ?? ''),
    balance: Number(item.balance ?? 0),
    lifetimeEarned: Number(item.lifetimeEarned ?? 0),
    tier: (item.tier as TierName | undefined) ?? 'Bronze',
    updatedAt: String(item.updatedAt),
  };
}

/** The entry, refused (condition) when its key was written for this member already. */
export function entryItem(userId: string, entry: LedgerEntry): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.loyaltyEntry(userId, entry.key), ...keys.loyaltyEntryByTime(userId, entry.at, entry.key), type: 'LoyaltyEntry', userId, ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Adds `points` (negative to take) to the account, creating it on the first entry. A taking is
 * conditional on the balance covering it, so no interleaving of debits can overdraw.
 * `earned` is what counts towards lifetime points (earned and bonus entries).
 */
export function accountChangeItem(userId: string, change: { points: number; earned: number; name: string; at: string }): TransactItem {
  const values: Record<string, unknown> = {
    ':points': change.points,
    ':earned': change.earned,
    ':userId': userId,
    ':name': change.name,
    ':at': change.at,
    ':bronze': 'Bronze',
    ':members': keys.loyaltyMember(userId).gsi1pk,
  };
  let condition: string | undefined;
  if (change.points < 0) {
    condition = 'balance >= :needed';
    values[':needed'] = -change.points;
  }
  return {
    Update: {
      TableName: tableName,
      Key: keys.loyaltyAccount(userId),
      UpdateExpression:
        'ADD balance :points, lifetimeEarned :earned SET userId = :userId, #name = if_not_exists(#name, :name), tier = if_not_exists(tier, :bronze), updatedAt = :at, #type = if_not_exists(#type, :account), gsi1pk = :members, gsi1sk = :userId',
      ...(condition ? { ConditionExpression: condition } : {}),
      ExpressionAttributeNames: { '#name': 'name', '#type': 'type' },
      ExpressionAttributeValues: { ...values, ':account': 'LoyaltyAccount' },
    },
  };
}

export async function getAccount(userId: string): Promise<AccountRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.loyaltyAccount(userId), ConsistentRead: true }));
  return Item ? accountOf(Item) : null;
}

export async function getEntry(userId: string, key: string): Promise<LedgerEntry | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.loyaltyEntry(userId, key), ConsistentRead: true }));
  return Item ? entryOf(Item) : null;
}

/** The member's entries from `fromIso` on, oldest first (gsi1: one Query). */
export async function entriesSince(userId: string, fromIso: string): Promise<LedgerEntry[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :from',
    ExpressionAttributeValues: { ':pk': keys.loyaltyHistoryPartition(userId), ':from': fromIso },
  });
  return items.map(entryOf);
}

/** The member's newest entries, newest first. */
export async function latestEntries(userId: string, limit: number): Promise<LedgerEntry[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.loyaltyHistoryPartition(userId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map(entryOf);
}

/** Every entry of the member, by the table's key (strongly consistent: the integration tests' check). */
export async function allEntries(userId: string): Promise<LedgerEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :entry)',
    ExpressionAttributeValues: { ':pk': keys.loyaltyPartition(userId), ':entry': 'ENTRY#' },
    ConsistentRead: true,
  });
  return items.map(entryOf);
}

/** The member's entries whose cause key starts with `prefix` (a sale's: `sale:<saleId>`), consistently. */
export async function entriesOfCause(userId: string, prefix: string): Promise<LedgerEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.loyaltyPartition(userId), ':prefix': keys.loyaltyEntry(userId, prefix).sk },
    ConsistentRead: true,
  });
  return items.map(entryOf);
}

/** Every member with an account (gsi1: one partition; a small shop's members). */
export async function listMembers(): Promise<AccountRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.loyaltyMembersPartition },
  });
  return items.map(accountOf);
}

/** Records the member's tier when it changed from `from`; false when another writer recorded it first. */
export async function recordTier(userId: string, from: TierName, to: TierName, at: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.loyaltyAccount(userId),
        UpdateExpression: 'SET tier = :to, tierChangedAt = :at',
        ConditionExpression: 'tier = :from',
        ExpressionAttributeValues: { ':from': from, ':to': to, ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
