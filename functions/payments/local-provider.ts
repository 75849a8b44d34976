// The local stand-in for Stripe Checkout (decision 134): a session is an item in the table, its
// hosted page is served by the local server (scripts/local/local-payment-page.ts), and the events
// that page sends are signed like Stripe's with a key made when the process starts, then verified
// by the same code as Stripe's. Pages and refunds are made once per idempotency key, as Stripe makes
// them; its books (the sessions paid, the refunds made) are listed per reference and per payment, so
// tests compare them with ours.
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/client';
import { queryAll } from '../data/query-all';
import * as keys from '../data/keys';
import { isConditionFailure } from '../data/transact';
import type { CheckoutRequest, PaymentProvider } from './payment-provider';
import { verifyStripeEvent } from './stripe-events';
import { localWebhookSecret } from './local-webhook-secret';

export type LocalSessionStatus = 'open' | 'paid' | 'expired';

export interface LocalPaymentSession extends Omit<CheckoutRequest, 'expiresAt' | 'idempotencyKey'> {
  sessionId: string;
  status: LocalSessionStatus;
  amountPence: number;
  paymentId?: string;
  expiresAt: string;
  declines: number;
}

export async function getLocalSession(sessionId: string): Promise<LocalPaymentSession | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.localPaymentSession(sessionId), ConsistentRead: true }));
  if (!Item) return null;
  return toSession(Item);
}

function toSession(item: Record<string, unknown>): LocalPaymentSession {
  const { pk: _pk, sk: _sk, ttl: _ttl, gsi1pk: _g, gsi1sk: _gs, ...session } = item;
  return session as unknown as LocalPaymentSession;
}

/** Every page the provider made for a reference (the provider's own books, for tests and the local page). */
export async function localSessionsOf(purpose: string, reference: string): Promise<LocalPaymentSession[]> {
  const items = await queryAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.localSessionsOfReference(purpose, reference) } });
  return items.map(toSession);
}

export interface LocalRefund {
  refundId: string;
  paymentId: string;
  amountPence: number;
  at: string;
}

/** Every refund the provider made of a payment. */
export async function localRefundsOf(paymentId: string): Promise<LocalRefund[]> {
  const items = await queryAll({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.localRefundsOfPayment(paymentId) } });
  return items.map(({ refundId, paymentId: payment, amountPence, at }) => ({ refundId, paymentId: payment, amountPence, at }) as LocalRefund);
}

/** Stripe answers a repeated idempotency key with the first result: here the key names the session. */
function idFor(prefix: string, idempotencyKey: string): string {
  return `${prefix}${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
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

export const localProvider: PaymentProvider = {
  async createCheckout(request) {
    const sessionId = idFor('cs_local_', request.idempotencyKey);
    const { idempotencyKey: _key, ...asked } = request;
    const session: LocalPaymentSession = {
      ...asked,
      sessionId,
      status: 'open',
      amountPence: request.lines.reduce((sum, line) => sum + line.unitAmountPence * line.quantity, 0),
      expiresAt: request.expiresAt.toISOString(),
      declines: 0,
    };
    try {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.localPaymentSession(sessionId),
            gsi1pk: keys.localSessionsOfReference(request.purpose, request.reference),
            gsi1sk: sessionId,
            ...session,
            ttl: keys.ttlFrom(new Date(Date.now() + 30 * 86_400_000)),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    return { sessionId, url: `/local-pay/${sessionId}` };
  },
  async expireCheckout(sessionId) {
    await closeLocalSession(sessionId, 'expired');
  },
  async refund({ paymentId, amountPence, idempotencyKey }) {
    // One refund per idempotency key, as Stripe keeps it: a retry answers the first refund.
    const refundId = `re_local_${idempotencyKey.replace(/[^A-Za-z0-9]/g, '_')}`;
    try {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...keys.localRefund(refundId), gsi1pk: keys.localRefundsOfPayment(paymentId), gsi1sk: refundId, refundId, paymentId, amountPence, at: new Date().toISOString() },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    return { refundId };
  },
  async verifyWebhook(rawBody, signature) {
    return verifyStripeEvent(rawBody, signature, localWebhookSecret);
  },
};
