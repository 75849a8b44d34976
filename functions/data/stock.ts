// Reads of the stock ledger's items (movements, serialised units, holds) and the writes that add a unit.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Unit } from '../../shared/schemas/shop/product';
import type { StockMovement } from '../../shared/schemas/shop/stock';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryAll } from './query-all';
import type { TransactItem } from './transact';

function strip<T>(item: Record<string, unknown>): T {
  return stripKeys(item, 'ttl') as T;
}

/** A product's latest movements, newest first (one Query). */
export async function listMovements(productId: string, limit = 100): Promise<StockMovement[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.stockHistoryPartition(productId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => strip<StockMovement>(item));
}

export async function getMovement(productId: string, causeId: string): Promise<StockMovement | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.stockMovement(productId, causeId), ConsistentRead: true }));
  return Item ? strip<StockMovement>(Item) : null;
}

/** A serialised product's units, every state (one Query). */
export async function listUnits(productId: string, consistent = false): Promise<Unit[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.stockPartition(productId), ':prefix': keys.stockUnitPrefix },
    ConsistentRead: consistent,
  });
  return items.map((item) => strip<Unit>(item));
}

export async function getUnit(productId: string, unitId: string): Promise<Unit | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.stockUnit(productId, unitId), ConsistentRead: true }));
  return Item ? strip<Unit>(Item) : null;
}

/** The unit an IMEI or serial (normalised) names, through its serial's claim. */
export async function unitOfSerial(serial: string): Promise<{ productId: string; unitId: string } | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.unitSerial(serial) }));
  return Item ? { productId: String(Item.productId), unitId: String(Item.unitId) } : null;
}

/** The unit's item and its serial's claim (one unit per IMEI or serial); its movement comes from the ledger. */
export function newUnitItems(unit: Unit): TransactItem[] {
  return [
    { Put: { TableName: tableName, Item: { ...keys.stockUnit(unit.productId, unit.unitId), type: 'StockUnit', ...unit }, ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName, Item: { ...keys.unitSerial(unit.serial), productId: unit.productId, unitId: unit.unitId }, ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
}

/**
 * A unit the shop bought back (a trade-in): as newUnitItems, except that an IMEI or serial whose claim
 * names an earlier unit that was sold moves to the new unit, on condition that the earlier unit is
 * still sold (issue 30: a phone the shop sold, traded back in).
 */
export function boughtBackUnitItems(unit: Unit, earlier: { productId: string; unitId: string } | null): TransactItem[] {
  const unitPut: TransactItem = { Put: { TableName: tableName, Item: { ...keys.stockUnit(unit.productId, unit.unitId), type: 'StockUnit', ...unit }, ConditionExpression: 'attribute_not_exists(pk)' } };
  if (!earlier) return newUnitItems(unit);
  return [
    unitPut,
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.unitSerial(unit.serial), productId: unit.productId, unitId: unit.unitId },
        ConditionExpression: 'productId = :p AND unitId = :u',
        ExpressionAttributeValues: { ':p': earlier.productId, ':u': earlier.unitId },
      },
    },
    {
      ConditionCheck: {
        TableName: tableName,
        Key: keys.stockUnit(earlier.productId, earlier.unitId),
        ConditionExpression: '#state = :sold',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sold': 'sold' },
      },
    },
  ];
}
