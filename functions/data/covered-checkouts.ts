// A shop checkout that gift cards or store credit paid in full (decision 346) opens no payment page,
// so no page's intent claims it: this record does, under the cart's version and the customer's
// choice, written in the order's own transaction, so the same Pay sent twice makes one order.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import * as keys from './keys';
import type { TransactItem } from './transact';

export function coveredCheckoutItem(key: string, orderId: string, now: Date): TransactItem {
  return { Put: { TableName: tableName, Item: { ...keys.coveredCheckout(key), type: 'CoveredCheckout', orderId, at: now.toISOString() }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export async function getCoveredCheckout(key: string): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.coveredCheckout(key), ConsistentRead: true }));
  return Item ? String(Item.orderId) : null;
}
