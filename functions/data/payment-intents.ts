// The payment intent repository (decision 230): every money move through the provider (a refund, a
// payment page) is recorded here under its operation's own deterministic key BEFORE the provider is
// asked, with that key as the provider's idempotency key; the outcome is recorded after. A pending
// intent carries a lease: whoever holds it carries the move forward, and when a holder crashed the
// lease runs out and a retry (or the sweeper) finishes the same move instead of making another.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { TransactItem } from './transact';
import * as keys from './keys';
import { isConditionFailure, TransactionCancelledError, transactWrite } from './transact';

export type IntentKind = 'refund' | 'page';
export type IntentState = 'pending' | 'done' | 'failed';

export interface OpenedPage {
  sessionId: string;
  url: string;
  expiresAt: string;
}

export interface PaymentIntent {
  key: string;
  kind: IntentKind;
  /** The payment purpose (shop-order, repair-deposit): what the webhook hands the page's events to. */
  purpose: string;
  /** Our id of the thing paid for or refunded (an order id, a job's QR code). */
  reference: string;
  amountPence: number;
  currency: 'gbp';
  /** A refund's payment at the provider. */
  paymentId?: string;
  /** The request that claimed it (a staff refund's request id): a duplicate of it gets its answer. */
  owner?: string;
  state: IntentState;
  /** Until then its holder is working on it; after, a retry or the sweeper may take it over. */
  leaseUntil: string;
  createdAt: string;
  updatedAt: string;
  /** What the area needs to finish the move whoever resumes it (quantities, credit note lines...). */
  detail?: Record<string, unknown>;
  /** Done refund: the provider's refund id. */
  refundId?: string;
  /** Done page: the provider's hosted page. */
  page?: OpenedPage;
  /** Failed: the message its claimant answered, which a duplicate waiting on it answers too. */
  failure?: string;
}

export type IntentDraft = Omit<PaymentIntent, 'state' | 'updatedAt' | 'refundId' | 'page' | 'failure'>;

/** What the webhook compares a payment event with: the page as we asked the provider for it. */
export interface PaymentPageRecord {
  sessionId: string;
  intentKey: string;
  purpose: string;
  reference: string;
  amountPence: number;
  currency: 'gbp';
}

function toIntent(item: Record<string, unknown>): PaymentIntent {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _gs, type: _type, ...intent } = item;
  return intent as unknown as PaymentIntent;
}

/** The intent's Put, only if no intent has its key: put it alone or in the transaction of the area's own claim. */
export function intentClaimItem(draft: IntentDraft): TransactItem {
  const intent: PaymentIntent = { ...draft, state: 'pending', updatedAt: draft.createdAt };
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.paymentIntent(draft.key), gsi1pk: keys.pendingPaymentIntents, gsi1sk: `${draft.createdAt}#${draft.key}`, type: 'PaymentIntent', ...intent },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Records the intent; false when one with its key exists already (read it with getIntent). */
export async function claimIntent(draft: IntentDraft): Promise<boolean> {
  try {
    await db.send(new PutCommand(intentClaimItem(draft).Put!));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records several intents at once (all or none); false when any key was taken. */
export async function claimIntents(drafts: readonly IntentDraft[]): Promise<boolean> {
  if (drafts.length === 0) return true;
  try {
    await transactWrite(drafts.map(intentClaimItem));
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.reasons.includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

export async function getIntent(key: string): Promise<PaymentIntent | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.paymentIntent(key), ConsistentRead: true }));
  return Item ? toIntent(Item) : null;
}

/** Takes over a pending intent whose holder's lease ran out; null when it is held, done or failed. */
export async function takeOverIntent(key: string, now: Date, leaseUntil: Date): Promise<PaymentIntent | null> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.paymentIntent(key),
        UpdateExpression: 'SET leaseUntil = :until, updatedAt = :now',
        ConditionExpression: '#state = :pending AND leaseUntil < :now',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':until': leaseUntil.toISOString(), ':now': now.toISOString(), ':pending': 'pending' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toIntent(Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Gives up the lease (the provider did not answer): the next retry may carry the intent forward at once. */
export async function releaseIntent(key: string, now: Date): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.paymentIntent(key),
        UpdateExpression: 'SET leaseUntil = :past, updatedAt = :now',
        ConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':past': new Date(0).toISOString(), ':now': now.toISOString(), ':pending': 'pending' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Ends a pending intent that moved no money: its claimant was refused (sold out) or, with `staleAt`,
 * a holder crashed before anything could be paid (a page nobody was given). False when it was not pending
 * (or, with `staleAt`, still held).
 */
export async function failIntent(key: string, failure: string, now: Date, staleAt?: Date): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.paymentIntent(key),
        UpdateExpression: 'SET #state = :failed, failure = :failure, updatedAt = :now REMOVE gsi1pk, gsi1sk',
        ConditionExpression: staleAt ? '#state = :pending AND leaseUntil < :stale' : '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':failed': 'failed', ':failure': failure, ':now': now.toISOString(), ':pending': 'pending', ...(staleAt ? { ':stale': staleAt.toISOString() } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The refund's outcome, for the transaction that writes the area's books of it: fails if another finished it first. */
export function refundDoneItem(key: string, refundId: string, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.paymentIntent(key),
      UpdateExpression: 'SET #state = :done, refundId = :refund, updatedAt = :now REMOVE gsi1pk, gsi1sk',
      ConditionExpression: '#state = :pending',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':done': 'done', ':refund': refundId, ':now': now.toISOString(), ':pending': 'pending' },
    },
  };
}

/** A refund whose books were written with its intent (the webhook's automatic refunds): its outcome alone. */
export async function recordRefundDone(key: string, refundId: string, now: Date): Promise<void> {
  try {
    await db.send(new UpdateCommand(refundDoneItem(key, refundId, now).Update!));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The page's outcome and the record the webhook compares its events with, for the area's own transaction. */
export function pageOpenedItems(intent: PaymentIntent, page: OpenedPage, now: Date): TransactItem[] {
  const record: PaymentPageRecord = { sessionId: page.sessionId, intentKey: intent.key, purpose: intent.purpose, reference: intent.reference, amountPence: intent.amountPence, currency: intent.currency };
  return [
    {
      Update: {
        TableName: tableName,
        Key: keys.paymentIntent(intent.key),
        UpdateExpression: 'SET #state = :done, page = :page, updatedAt = :now REMOVE gsi1pk, gsi1sk',
        ConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':done': 'done', ':page': page, ':now': now.toISOString(), ':pending': 'pending' },
      },
    },
    { Put: { TableName: tableName, Item: { ...keys.paymentPage(page.sessionId), type: 'PaymentPage', ...record }, ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
}

export async function getPaymentPage(sessionId: string): Promise<PaymentPageRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.paymentPage(sessionId), ConsistentRead: true }));
  if (!Item) return null;
  const { pk: _pk, sk: _sk, type: _type, ...record } = Item;
  return record as unknown as PaymentPageRecord;
}

/** Pending intents created before `before`, oldest first (the sparse gsi1 list the sweeper reads). */
export async function pendingIntentsBefore(before: Date, limit = 50): Promise<PaymentIntent[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :before',
      ExpressionAttributeValues: { ':pk': keys.pendingPaymentIntents, ':before': before.toISOString() },
      Limit: limit,
    }),
  );
  return (Items ?? []).map(toIntent);
}
