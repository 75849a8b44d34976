// The low-stock marks (issue 30, decision 331). A product is marked when it is at or below its
// threshold: `lowSince` on the product and a marker in the LOW_STOCK partition, written in one
// transaction whose condition compares the product's own figures, so however many checks of the same
// product run at once, one crossing marks it once; the mark goes when stock is above the threshold
// again (re-armed for the next crossing).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Product } from '../../shared/schemas/shop/product';
import type { LowStockItem } from '../../shared/schemas/shop/low-stock';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryAll } from './query-all';
import { isConditionFailure, TransactionCancelledError, transactWrite } from './transact';

export interface LowStockMark extends LowStockItem {
  /** The crossing was told to the bus (StockLow); absent until then. */
  announced?: boolean;
}

function markOf(item: Record<string, unknown>): LowStockMark {
  const { productId, name, sku, available, lowStockThreshold, lowSince, announced } = item as unknown as LowStockMark;
  return { productId, name, sku, available, lowStockThreshold, lowSince, ...(announced ? { announced } : {}) };
}

function figures(product: Product) {
  return { productId: product.id, name: product.name, sku: product.sku, available: product.available, lowStockThreshold: product.lowStockThreshold };
}

/** Marks the product low if it is at or below its threshold and not marked: the mark when this call made the crossing, else null. */
export async function markLow(product: Product, at: string): Promise<LowStockMark | null> {
  const mark: LowStockMark = { ...figures(product), lowSince: at };
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: keys.product(product.id),
          UpdateExpression: 'SET lowSince = :at',
          ConditionExpression: 'attribute_exists(pk) AND available <= lowStockThreshold AND attribute_not_exists(lowSince)',
          ExpressionAttributeValues: { ':at': at },
        },
      },
      { Put: { TableName: tableName, Item: { ...keys.lowStockMark(product.id), type: 'LowStock', ...mark } } },
    ]);
    return mark;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) return null;
    throw error;
  }
}

/** Takes the mark off a product above its threshold again: true when this call did. */
export async function clearLow(productId: string): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: keys.product(productId),
          UpdateExpression: 'REMOVE lowSince',
          ConditionExpression: 'attribute_exists(lowSince) AND available > lowStockThreshold',
        },
      },
      { Delete: { TableName: tableName, Key: keys.lowStockMark(productId) } },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) return false;
    throw error;
  }
}

/** Brings a marked product's figures up to date; the mark as it is now, or null when it is gone. */
export async function refreshLow(product: Product): Promise<LowStockMark | null> {
  const { productId, ...rest } = figures(product);
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.lowStockMark(productId),
        UpdateExpression: 'SET #name = :name, sku = :sku, available = :available, lowStockThreshold = :threshold',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': rest.name, ':sku': rest.sku, ':available': rest.available, ':threshold': rest.lowStockThreshold },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return markOf(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Claims the telling of a crossing: true for the one check that may announce it (the mark is this
 * crossing's and unclaimed), so checks running at once announce it once.
 */
export async function claimAnnouncement(productId: string, lowSince: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.lowStockMark(productId),
        UpdateExpression: 'SET announced = :yes',
        ConditionExpression: 'lowSince = :since AND attribute_not_exists(announced)',
        ExpressionAttributeValues: { ':yes': true, ':since': lowSince },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives the claim back when the announcement failed, so the retried check makes it. */
export async function releaseAnnouncement(productId: string, lowSince: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.lowStockMark(productId),
        UpdateExpression: 'REMOVE announced',
        ConditionExpression: 'lowSince = :since',
        ExpressionAttributeValues: { ':since': lowSince },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Every product marked low, by name: one Query of the LOW_STOCK partition. */
export async function listLowStock(): Promise<LowStockItem[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.lowStockPartition }, ConsistentRead: true });
  return items.map(markOf).map(({ announced: _announced, ...item }) => item).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}
