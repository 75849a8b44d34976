// Till sales (header with lines, payments and refunds, version-locked), the idempotency record of
// each till request, and receipts by their claim code.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Sale } from '../../shared/schemas/sales/sale';
import { db, tableName } from './client';
import { stripKeys } from './items';
import type { TransactItem } from './transact';
import * as keys from './keys';

export interface SaleRecord extends Sale {
  version: number;
}

export interface ReceiptRecord {
  code: string;
  saleId: string;
  invoiceNumber: string;
  issuedAt: string;
  /** Set once, by loyalty, when a signed-in customer claims the receipt's points (decision 144). */
  claimedAt: string | null;
  claimedBy: string | null;
  /** Points of the sale's refunded repairs taken back from the claimer so far (decision 239). */
  pointsReversed?: number;
}

/** A new sale, or the next version of one read at `previousVersion`. */
export function saleItem(sale: SaleRecord, previousVersion: number | null): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.sale(sale.saleId), type: 'Sale', ...sale },
      ...(previousVersion === null
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': previousVersion } }),
    },
  };
}

/** Holds a write to the sale as it was read: fails once a refund (or any change) has moved its version on. */
export function saleUnchangedItem(saleId: string, version: number): TransactItem {
  return { ConditionCheck: { TableName: tableName, Key: keys.sale(saleId), ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': version } } };
}

export async function getSale(saleId: string): Promise<SaleRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.sale(saleId), ConsistentRead: true }));
  return Item ? (stripKeys(Item) as unknown as SaleRecord) : null;
}

/** Records a till request's key with what it made; fails when the key was used already. */
export function tillRequestItem(key: string, made: { saleId: string; kind: 'sale' | 'refund' }, at: string): TransactItem {
  return { Put: { TableName: tableName, Item: { ...keys.tillRequest(key), type: 'TillRequest', ...made, at }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export async function getTillRequest(key: string): Promise<{ saleId: string; kind: 'sale' | 'refund' } | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.tillRequest(key), ConsistentRead: true }));
  return Item ? { saleId: String(Item.saleId), kind: Item.kind as 'sale' | 'refund' } : null;
}

export function receiptItem(receipt: ReceiptRecord): TransactItem {
  return { Put: { TableName: tableName, Item: { ...keys.receipt(receipt.code), type: 'Receipt', ...receipt }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export async function getReceipt(code: string): Promise<ReceiptRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.receipt(code) }));
  return Item ? (stripKeys(Item) as unknown as ReceiptRecord) : null;
}

/** The first receipt found among the codes a typed code may be (at most two: old and new, decision 248). */
export async function findReceipt(codes: readonly string[]): Promise<ReceiptRecord | null> {
  for (const code of codes) {
    const receipt = await getReceipt(code);
    if (receipt) return receipt;
  }
  return null;
}
