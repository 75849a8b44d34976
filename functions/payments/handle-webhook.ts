// One provider webhook, handled once (decision 134): verified by signature (400 otherwise, nothing
// changed), then its effect and the event's handled marker are written in one transaction, so a
// replayed or duplicated event changes nothing twice.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/client';
import * as keys from '../data/keys';
import { TransactionCancelledError, transactWrite } from '../data/transact';
import { BadRequestError } from '../lib/http-errors';
import { logger } from '../lib/logger';
import { WebhookSignatureError, type PaymentEvent } from './payment-provider';
import { paymentPurposeHandler } from './payment-purposes';

const MAX_ATTEMPTS = 3;

export type WebhookResult = 'handled' | 'replayed' | 'ignored';

export type WebhookVerifier = (rawBody: string, signature: string | undefined) => Promise<PaymentEvent>;

export async function handleWebhook(verify: WebhookVerifier, rawBody: string, signature: string | undefined, now: Date): Promise<WebhookResult> {
  let event: PaymentEvent;
  try {
    event = await verify(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new BadRequestError(error.message);
    throw error;
  }
  const handler = paymentPurposeHandler(event.purpose);
  if (event.type === 'other' || !handler) return 'ignored';
  const marker = keys.paymentEvent(event.id);
  const seen = await db.send(new GetCommand({ TableName: tableName, Key: marker, ConsistentRead: true }));
  if (seen.Item) return 'replayed';
  for (let attempt = 1; ; attempt++) {
    const outcome = await handler(event, now);
    const items = [
      { Put: { TableName: tableName, Item: { ...marker, type: event.type, reference: event.reference, at: now.toISOString() }, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...outcome.items,
    ];
    try {
      await transactWrite(items);
    } catch (error) {
      if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) return 'replayed';
      if (error instanceof TransactionCancelledError && attempt < MAX_ATTEMPTS) {
        logger.info('Payment event met a concurrent change; handling it again', { eventId: event.id });
        continue;
      }
      throw error;
    }
    await outcome.afterCommit?.();
    return 'handled';
  }
}
