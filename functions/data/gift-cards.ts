// Gift cards' and store credit's ledgers (decisions 300, 303): a card (or a customer's store credit
// account) holds its balance beside its append-only entries, each keyed by its cause. Writers put
// an entry and change the balance in ONE transaction (./voucher-items.ts), so the balance is always
// the sum of the entries; a taking is conditional on the balance covering it. Here: the reads, and
// a new card.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { GiftCard, VoucherEntry } from '../../shared/schemas/gift-cards/gift-card';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryAll } from './query-all';
import type { TransactItem } from './transact';
import { voucherPartition, type VoucherRef } from './voucher-items';

export type { VoucherRef };

const ENTRY_FIELDS = ['key', 'kind', 'amountPence', 'source', 'at', 'by'] as const;

function entryOf(item: Record<string, unknown>): VoucherEntry {
  const entry: Record<string, unknown> = {};
  for (const field of ENTRY_FIELDS) if (item[field] !== undefined) entry[field] = item[field];
  return entry as unknown as VoucherEntry;
}

/** A new card with its issue already counted in its balance: put it with its `issued` entry. */
export function newGiftCardItem(card: GiftCard): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.voucherBalance(keys.giftCardPartition(card.code)), ...keys.giftCardByTime(card.issuedAt, card.code), type: 'GiftCard', ...card },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function getGiftCard(code: string): Promise<GiftCard | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.voucherBalance(keys.giftCardPartition(code)), ConsistentRead: true }));
  return Item ? (stripKeys(Item, 'updatedAt') as GiftCard) : null;
}

/** What a balance holds now (0 for store credit never given), read consistently. */
export async function getBalance(ref: VoucherRef): Promise<number> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.voucherBalance(voucherPartition(ref)), ConsistentRead: true }));
  return Number(Item?.balancePence ?? 0);
}

/** The card's or account's balance item and every entry, oldest first: one Query of its partition. */
export async function readLedger(ref: VoucherRef): Promise<{ balance: Record<string, unknown> | null; entries: VoucherEntry[] }> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': voucherPartition(ref) }, ConsistentRead: true });
  const entries = items.filter((i) => String(i.sk).startsWith('ENTRY#')).map(entryOf);
  entries.sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));
  return { balance: items.find((i) => !String(i.sk).startsWith('ENTRY#')) ?? null, entries };
}

/** The newest cards first, up to `limit` (gsi1: one Query). */
export async function listGiftCards(limit: number): Promise<GiftCard[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.giftCardsPartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((i) => stripKeys(i, 'updatedAt') as GiftCard);
}

/** A gift card sale's idempotency record: which card the request made. */
export function giftCardRequestItem(key: string, code: string, at: string): TransactItem {
  return { Put: { TableName: tableName, Item: { ...keys.giftCardRequest(key), type: 'GiftCardRequest', code, at }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export async function getGiftCardRequest(key: string): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.giftCardRequest(key), ConsistentRead: true }));
  return Item ? String(Item.code) : null;
}
