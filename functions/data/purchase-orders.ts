// The purchase order repository: one item per order (its lines and receipts inside, at most 40
// lines), listed newest first on gsi1. Every change is conditional on the version read.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PurchaseOrderSchema, type PurchaseOrder } from '../../shared/schemas/suppliers/purchase-order';
import { db, tableName } from './client';
import { supplierKeys } from './supplier-keys';
import type { TransactItem } from './transact';

/** The order's Put: new (`previousVersion` undefined) or over the version read. */
export function orderPut(order: PurchaseOrder, previousVersion?: number): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...supplierKeys.purchaseOrder(order.id), ...supplierKeys.purchaseOrderByTime(order.createdAt, order.id), type: 'PurchaseOrder', ...order },
      ...(previousVersion === undefined
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': previousVersion } }),
    },
  };
}

export async function getPurchaseOrder(orderId: string): Promise<PurchaseOrder | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: supplierKeys.purchaseOrder(orderId), ConsistentRead: true }));
  return Item ? PurchaseOrderSchema.parse(Item) : null;
}

/** The latest 100 purchase orders, newest first: one Query. */
export async function listPurchaseOrders(): Promise<PurchaseOrder[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': supplierKeys.purchaseOrdersPartition },
      ScanIndexForward: false,
      Limit: 100,
    }),
  );
  return (Items ?? []).map((item) => PurchaseOrderSchema.parse(item));
}

async function nextCounter(key: { pk: string; sk: string }): Promise<number> {
  const { Attributes } = await db.send(
    new UpdateCommand({ TableName: tableName, Key: key, UpdateExpression: 'ADD #value :one', ExpressionAttributeNames: { '#value': 'value' }, ExpressionAttributeValues: { ':one': 1 }, ReturnValues: 'UPDATED_NEW' }),
  );
  return Number(Attributes?.value);
}

/** PO-1001 onwards. Gaps are harmless (a purchase order is not a tax document). */
export async function nextPurchaseOrderNumber(): Promise<string> {
  return `PO-${1000 + (await nextCounter(supplierKeys.purchaseOrderCounter()))}`;
}

/** A fresh in-store number for a part's barcode (GS1 prefix 21, ten digits). */
export async function nextPartBarcodeNumber(): Promise<number> {
  return nextCounter(supplierKeys.partBarcodeCounter());
}
