// The buy-back price list (issue 30, decision 311): rows in the partition of their import (version),
// and a pointer item naming the version in use. An import writes a whole new version, then moves the
// pointer in one conditional write, so readers never see a half-imported list (as suppliers' lists,
// decision 181). A single row edited by staff is written into the version in use, on condition that it
// is still the one in use.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { BuyBackPriceSchema, type BuyBackPrice } from '../../shared/schemas/trade-ins/buy-back';
import { priceKey, type Grade } from '../../shared/trade-ins/grading';
import { db, tableName } from './client';
import { batchWrite, type WriteRequest } from './price-lists';
import { queryAll } from './query-all';
import { tradeInKeys } from './trade-in-keys';
import { isConditionFailure, TransactionCancelledError, transactWrite } from './transact';

export interface BuyBackPointer {
  version: string;
  importedAt?: string;
}

export class PriceListChangedError extends Error {
  constructor() {
    super('The buy-back price list changed meanwhile; reload it and try again.');
    this.name = 'PriceListChangedError';
  }
}

export async function getBuyBackPointer(): Promise<BuyBackPointer | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: tradeInKeys.buyBackPointer(), ConsistentRead: true }));
  return Item ? { version: String(Item.version), ...(Item.importedAt ? { importedAt: String(Item.importedAt) } : {}) } : null;
}

const rowOf = (item: Record<string, unknown>): BuyBackPrice => BuyBackPriceSchema.parse(item);

/** Every row of the version, by model, storage and grade: one Query. */
export async function listBuyBackPrices(version: string): Promise<BuyBackPrice[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': tradeInKeys.buyBackPartition(version) } });
  return items.map(rowOf);
}

export async function getBuyBackPrice(version: string, model: string, storage: string, grade: Grade): Promise<BuyBackPrice | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: tradeInKeys.buyBackPrice(version, priceKey(model, storage, grade)) }));
  return Item ? rowOf(Item) : null;
}

const rowItem = (version: string, row: BuyBackPrice) => ({ ...tradeInKeys.buyBackPrice(version, priceKey(row.model, row.storage, row.grade)), type: 'BuyBackPrice', ...row });

/** Replaces the list: the rows under a new version, then the pointer moved from `previous` (the caller deletes the old rows after). */
export async function importBuyBackPrices(rows: readonly BuyBackPrice[], previous: BuyBackPointer | null, at: string): Promise<void> {
  const version = ulid(Date.parse(at));
  await batchWrite(rows.map((row): WriteRequest => ({ PutRequest: { Item: rowItem(version, row) } })));
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: tradeInKeys.buyBackPointer(),
        UpdateExpression: 'SET version = :v, importedAt = :at',
        ConditionExpression: previous ? 'version = :old' : 'attribute_not_exists(pk)',
        ExpressionAttributeValues: { ':v': version, ':at': at, ...(previous ? { ':old': previous.version } : {}) },
      }),
    );
  } catch (error) {
    await deleteVersion(version);
    if (isConditionFailure(error)) throw new PriceListChangedError();
    throw error;
  }
}

export async function deleteVersion(version: string): Promise<void> {
  const rows = await listBuyBackPrices(version);
  await batchWrite(rows.map((row): WriteRequest => ({ DeleteRequest: { Key: tradeInKeys.buyBackPrice(version, priceKey(row.model, row.storage, row.grade)) } })));
}

/** Sets one row in the list in use (making the list if there is none), or deletes it when `row` is null. */
export async function writeBuyBackPrice(pointer: BuyBackPointer | null, key: { model: string; storage: string; grade: Grade }, row: BuyBackPrice | null): Promise<void> {
  const version = pointer?.version ?? ulid();
  const target = tradeInKeys.buyBackPrice(version, priceKey(key.model, key.storage, key.grade));
  const guard = pointer
    ? { ConditionCheck: { TableName: tableName, Key: tradeInKeys.buyBackPointer(), ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': version } } }
    : { Put: { TableName: tableName, Item: { ...tradeInKeys.buyBackPointer(), type: 'BuyBackList', version }, ConditionExpression: 'attribute_not_exists(pk)' } };
  const write = row ? { Put: { TableName: tableName, Item: rowItem(version, row) } } : { Delete: { TableName: tableName, Key: target } };
  try {
    await transactWrite([guard, write]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new PriceListChangedError();
    throw error;
  }
}
