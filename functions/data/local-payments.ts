// The local payment provider's own books (decision 134; local stack only): the stand-in for Stripe's
// store. A session is one item, listed per reference; a refund is one item, listed per payment. Each
// is made once (the first write under its id wins), as Stripe makes them once per idempotency key.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryAll } from './query-all';
import { isConditionFailure } from './transact';

export type LocalSessionStatus = 'open' | 'paid' | 'expired';

/** A hosted page as the provider keeps it: what was asked (functions/payments/payment-provider.ts) and where it stands. */
export interface LocalPaymentSession {
  sessionId: string;
  purpose: string;
  reference: string;
  lines: { name: string; unitAmountPence: number; quantity: number }[];
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
  status: LocalSessionStatus;
  amountPence: number;
  paymentId?: string;
  expiresAt: string;
  declines: number;
}

export interface LocalRefund {
  refundId: string;
  paymentId: string;
  amountPence: number;
  at: string;
}

/** How long the provider keeps a session: longer than any test or local checkout needs it. */
const SESSION_KEPT_MS = 30 * 86_400_000;

function toSession(item: Record<string, unknown>): LocalPaymentSession {
  return stripKeys(item, 'ttl') as unknown as LocalPaymentSession;
}

export async function getLocalSession(sessionId: string): Promise<LocalPaymentSession | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.localPaymentSession(sessionId), ConsistentRead: true }));
  if (!Item) return null;
  return toSession(Item);
}

/** Every page the provider made for a reference (the provider's own books, for tests and the local page). */
export async function localSessionsOf(purpose: string, reference: string): Promise<LocalPaymentSession[]> {
  const items = await queryAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.localSessionsOfReference(purpose, reference) } });
  return items.map(toSession);
}

/** Every refund the provider made of a payment. */
export async function localRefundsOf(paymentId: string): Promise<LocalRefund[]> {
  const items = await queryAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.localRefundsOfPayment(paymentId) } });
  return items.map((item) => stripKeys(item) as unknown as LocalRefund);
}

/** Records a new session; a session already under its id is kept as it is (a repeated idempotency key). */
export async function putLocalSessionOnce(session: LocalPaymentSession): Promise<void> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.localPaymentSession(session.sessionId),
          gsi1pk: keys.localSessionsOfReference(session.purpose, session.reference),
          gsi1sk: session.sessionId,
          ...session,
          ttl: keys.ttlFrom(new Date(Date.now() + SESSION_KEPT_MS)),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Moves an open session to paid or expired; false when it was no longer open. */
export async function closeLocalSession(sessionId: string, status: 'paid' | 'expired', paymentId?: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.localPaymentSession(sessionId),
        UpdateExpression: paymentId ? 'SET #status = :to, paymentId = :payment' : 'SET #status = :to',
        ConditionExpression: '#status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':to': status, ':open': 'open', ...(paymentId ? { ':payment': paymentId } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function recordLocalDecline(sessionId: string): Promise<void> {
  await db.send(new UpdateCommand({ TableName: tableName, Key: keys.localPaymentSession(sessionId), UpdateExpression: 'ADD declines :one', ExpressionAttributeValues: { ':one': 1 } }));
}

/** Records a new refund; a refund already under its id is kept as it is (a repeated idempotency key). */
export async function putLocalRefundOnce(refund: LocalRefund): Promise<void> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.localRefund(refund.refundId), gsi1pk: keys.localRefundsOfPayment(refund.paymentId), gsi1sk: refund.refundId, ...refund },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
