// The mail-in order repository. An order is one item, listed under its customer (gsi1) and under
// its state (gsi2, the shop's queues). Every move is conditional on the state it was read in and
// moves the gsi2 keys with it, so an order is always in exactly one queue.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { MailInState } from '../../shared/bookings/mail-in-rules';
import type { MailInOrder } from '../../shared/schemas/mail-in';
import { db, tableName } from './client';
import { stripKeys } from './items';
import { queryAll } from './query-all';
import * as keys from './keys';
import { isConditionFailure, type TransactItem } from './transact';

export class ReferenceTakenError extends Error {
  constructor() {
    super('The mail-in order reference is taken');
    this.name = 'ReferenceTakenError';
  }
}

/** The order was no longer in the state the move needs. */
export class MailInOrderChangedError extends Error {
  constructor() {
    super('The mail-in order changed state');
    this.name = 'MailInOrderChangedError';
  }
}

function toOrder(item: Record<string, unknown>): MailInOrder {
  return stripKeys(item) as MailInOrder;
}

export async function insertOrder(order: MailInOrder): Promise<void> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.mailInOrder(order.reference),
          ...keys.mailInOrderByUser(order.userId, order.createdAt, order.reference),
          ...keys.mailInOrderByState(order.state, order.createdAt, order.reference),
          type: 'MailInOrder',
          ...order,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new ReferenceTakenError();
    throw error;
  }
}

export async function getOrder(reference: string): Promise<MailInOrder | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.mailInOrder(reference), ConsistentRead: true }));
  return Item ? toOrder(Item) : null;
}

async function queryOrders(input: Omit<QueryCommandInput, 'TableName'>): Promise<MailInOrder[]> {
  return (await queryAll(input)).map(toOrder);
}

/** A customer's orders, newest first. */
export function listOrdersOfUser(userId: string): Promise<MailInOrder[]> {
  return queryOrders({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': keys.mailInOrdersOfUserPrefix },
    ScanIndexForward: false,
  });
}

/** How many orders a list of a finished state (Returned, Cancelled) shows: the newest ones. */
export const FINISHED_ORDERS_SHOWN = 100;

/**
 * The orders in one state. The open queues (Awaiting device, Received) in full, oldest first, as the
 * shop works them; the finished states, which only grow, as their newest FINISHED_ORDERS_SHOWN.
 */
export async function listOrdersInState(state: MailInState): Promise<MailInOrder[]> {
  const query = {
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.mailInStatePartition(state) },
  };
  if (state === 'Awaiting device' || state === 'Received') return queryOrders(query);
  const { Items } = await db.send(new QueryCommand({ TableName: tableName, ...query, ScanIndexForward: false, Limit: FINISHED_ORDERS_SHOWN }));
  return (Items ?? []).map(toOrder);
}

function moveInput(order: MailInOrder, to: MailInState, fields: Record<string, string>, now: Date) {
  const names: Record<string, string> = { '#state': 'state' };
  const values: Record<string, unknown> = {
    ':from': order.state,
    ':to': to,
    ':now': now.toISOString(),
    ':gsi2pk': keys.mailInStatePartition(to),
  };
  const sets = ['#state = :to', 'updatedAt = :now', 'gsi2pk = :gsi2pk'];
  for (const [name, value] of Object.entries(fields)) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    sets.push(`#${name} = :${name}`);
  }
  return {
    TableName: tableName,
    Key: keys.mailInOrder(order.reference),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: '#state = :from',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** Moves an order from the state it was read in; MailInOrderChangedError if it moved meanwhile. */
export async function moveOrder(order: MailInOrder, to: MailInState, fields: Record<string, string>, now: Date): Promise<MailInOrder> {
  try {
    const { Attributes } = await db.send(new UpdateCommand({ ...moveInput(order, to, fields, now), ReturnValues: 'ALL_NEW' }));
    return toOrder(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new MailInOrderChangedError();
    throw error;
  }
}

/** The same move as a transaction item, for the transaction that opens the order's job. */
export function moveOrderWrite(order: MailInOrder, to: MailInState, fields: Record<string, string>, now: Date): TransactItem {
  return { Update: moveInput(order, to, fields, now) };
}

/** Records on a received order the job it became. */
export async function linkJob(reference: string, job: { qrCode: string; jobNumber: string }): Promise<MailInOrder> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.mailInOrder(reference),
      UpdateExpression: 'SET jobQrCode = :qr, jobNumber = :number',
      ConditionExpression: 'attribute_not_exists(jobQrCode)',
      ExpressionAttributeValues: { ':qr': job.qrCode, ':number': job.jobNumber },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toOrder(Attributes!);
}

/** Blanks the order's contact and return addressee (its account closed, decision 177); a rerun changes nothing. */
export async function eraseMailInOrderContact(reference: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.mailInOrder(reference),
      UpdateExpression: 'SET #contact = :blank, #address.#name = :empty',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#contact': 'contact', '#address': 'returnAddress', '#name': 'name' },
      ExpressionAttributeValues: { ':blank': { name: '', phone: '', email: '' }, ':empty': '' },
    }),
  );
}
