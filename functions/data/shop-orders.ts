// The online order repository. An order is one item, listed under its customer (gsi1) and its
// status (gsi2); every status change is conditional on the status it was read in and moves the
// gsi2 keys with it, so an order is always in exactly one list.
import { GetCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Order } from '../../shared/schemas/shop/order';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryAll } from './query-all';
import type { TransactItem } from './transact';

function toOrder(item: Record<string, unknown>): Order {
  return stripKeys(item) as Order;
}

function orderItem(order: Order): Record<string, unknown> {
  return {
    ...keys.shopOrder(order.id),
    ...keys.shopOrderByUser(order.userId, order.createdAt, order.id),
    ...keys.shopOrderByStatus(order.status, order.createdAt, order.id),
    type: 'ShopOrder',
    ...order,
  };
}

export function newOrderItem(order: Order): TransactItem {
  return { Put: { TableName: tableName, Item: orderItem(order), ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** The order written as `after`, on condition that it is still as `before` left it (status and updatedAt). */
export function changedOrderItem(before: Order, after: Order): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: orderItem(after),
      ConditionExpression: '#status = :status AND updatedAt = :updatedAt',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': before.status, ':updatedAt': before.updatedAt },
    },
  };
}

export async function getShopOrder(orderId: string): Promise<Order | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.shopOrder(orderId), ConsistentRead: true }));
  return Item ? toOrder(Item) : null;
}

async function queryOrders(input: Omit<QueryCommandInput, 'TableName'>): Promise<Order[]> {
  return (await queryAll(input)).map(toOrder);
}

export function listOrdersOfCustomer(userId: string): Promise<Order[]> {
  return queryOrders({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': keys.shopOrdersOfUserPrefix },
    ScanIndexForward: false,
  });
}

export function listOrdersInStatus(status: string): Promise<Order[]> {
  return queryOrders({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.shopOrderStatusPartition(status) },
    ScanIndexForward: false,
    Limit: 200,
  });
}

/** Blanks the order's email, first name and delivery addressee (its account closed, decision 177); a rerun changes nothing. */
export async function eraseShopOrderContact(order: Pick<Order, 'id' | 'address'>): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.shopOrder(order.id),
      UpdateExpression: order.address ? 'SET email = :empty, firstName = :empty, #address.#name = :empty' : 'SET email = :empty, firstName = :empty',
      ConditionExpression: 'attribute_exists(pk)',
      ...(order.address ? { ExpressionAttributeNames: { '#address': 'address', '#name': 'name' } } : {}),
      ExpressionAttributeValues: { ':empty': '' },
    }),
  );
}
