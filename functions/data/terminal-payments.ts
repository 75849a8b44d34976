// Card payments sent to a reader at the till (decision 281). Each is recorded under the till's own
// key for the attempt BEFORE the provider is asked (pending), then ended once by the provider's
// webhook (succeeded, failed) or the till (cancelled). The first success for a till sale claims the
// sale's slot; a success that finds it taken is refunded (refunded). A sale uses a succeeded payment
// once: consumeTerminalPaymentItem in the sale's own transaction.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TerminalPayment, TerminalPaymentState } from '../../shared/schemas/sales/terminal';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { isConditionFailure, type TransactItem } from './transact';

export type TerminalPaymentRecord = Omit<TerminalPayment, 'simulatorUrl'> & { providerReaderId: string };

const toPayment = (item: Record<string, unknown>) => stripKeys(item) as unknown as TerminalPaymentRecord;
/** gsi1: the payment by the provider's id, for the reader's events that name only that. */
const byProvider = (providerPaymentId: string) => `TERMINAL_PROVIDER_PAYMENT#${providerPaymentId}`;

export async function getTerminalPayment(paymentKey: string): Promise<TerminalPaymentRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.terminalPayment(paymentKey), ConsistentRead: true }));
  return Item ? toPayment(Item) : null;
}

export async function findTerminalPaymentByProvider(providerPaymentId: string): Promise<TerminalPaymentRecord | null> {
  const { Items = [] } = await db.send(
    new QueryCommand({ TableName: tableName, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': byProvider(providerPaymentId) }, Limit: 1 }),
  );
  return Items[0] ? getTerminalPayment(toPayment(Items[0]).paymentKey) : null;
}

/** Records the attempt; false when its key is taken (read it with getTerminalPayment). */
export async function claimTerminalPayment(payment: TerminalPaymentRecord): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({ TableName: tableName, Item: { ...keys.terminalPayment(payment.paymentKey), type: 'TerminalPayment', ...payment }, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The provider's payment, once it made it (by then the webhook may already have ended the attempt). */
export async function recordProviderPayment(paymentKey: string, providerPaymentId: string, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.terminalPayment(paymentKey),
      UpdateExpression: 'SET providerPaymentId = :pi, gsi1pk = :g, gsi1sk = :key, updatedAt = :now',
      ExpressionAttributeValues: { ':pi': providerPaymentId, ':g': byProvider(providerPaymentId), ':key': paymentKey, ':now': now.toISOString() },
    }),
  );
}

/** Ends a pending attempt that took no money (declined, cancelled, the reader unreachable); false when it was not pending. */
export async function endTerminalPayment(paymentKey: string, state: 'failed' | 'cancelled', message: string, now: Date): Promise<boolean> {
  try {
    await db.send(new UpdateCommand(terminalEndedItem(paymentKey, state, message, now).Update as never));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Ends a pending attempt that took no money, in a transaction (the webhook's). */
export function terminalEndedItem(paymentKey: string, state: 'failed' | 'cancelled', message: string, now: Date): TransactItem {
  return endItem(paymentKey, state, message, now, 'pending');
}

function endItem(paymentKey: string, state: TerminalPaymentState, message: string | undefined, now: Date, from: TerminalPaymentState, unused = false): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.terminalPayment(paymentKey),
      UpdateExpression: `SET #state = :to, updatedAt = :now${message ? ', message = :message' : ''}`,
      // A succeeded payment a sale used is refunded with the sale (refund-sale.ts), never here.
      ConditionExpression: unused ? '#state = :from AND attribute_not_exists(saleId)' : '#state = :from',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':to': state, ':from': from, ':now': now.toISOString(), ...(message ? { ':message': message } : {}) },
    },
  };
}

/** The webhook's success: only a pending attempt succeeds (the till has not given up on it). */
export function terminalSucceededItem(paymentKey: string, now: Date): TransactItem {
  return endItem(paymentKey, 'succeeded', undefined, now, 'pending');
}

/** Money taken that the sale cannot use: from the state the payment was read in, so a concurrent change reads again. */
export function terminalRefundedItem(paymentKey: string, from: TerminalPaymentState, message: string, now: Date): TransactItem {
  return endItem(paymentKey, 'refunded', message, now, from, from === 'succeeded');
}

/** The sale's slot: the first success for the sale claims it. */
export function terminalSalePaidItem(saleKey: string, paymentKey: string, at: string): TransactItem {
  return { Put: { TableName: tableName, Item: { ...keys.terminalSalePaid(saleKey), type: 'TerminalSalePaid', paymentKey, at }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Frees the sale's slot when its payment is refunded before any sale used it (the till took another tender). */
export function terminalSaleFreedItem(saleKey: string, paymentKey: string): TransactItem {
  return { Delete: { TableName: tableName, Key: keys.terminalSalePaid(saleKey), ConditionExpression: 'paymentKey = :key', ExpressionAttributeValues: { ':key': paymentKey } } };
}

/** Which payment holds the sale's slot, if any. */
export async function terminalSalePaidBy(saleKey: string): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.terminalSalePaid(saleKey), ConsistentRead: true }));
  return Item ? String(Item.paymentKey) : null;
}

/** In the sale's transaction: a succeeded payment is used by one sale, never two. */
export function consumeTerminalPaymentItem(paymentKey: string, saleId: string): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.terminalPayment(paymentKey),
      UpdateExpression: 'SET saleId = :sale',
      ConditionExpression: '#state = :ok AND attribute_not_exists(saleId)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':sale': saleId, ':ok': 'succeeded' },
    },
  };
}
