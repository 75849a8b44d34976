// One provider webhook, handled once (decision 134): verified by signature (400 otherwise, nothing
// changed), then its effect and the event's handled marker are written in one transaction, so a
// replayed or duplicated event changes nothing twice. An effect that issues an invoice (a paid shop
// order, decision 138) is committed through commitWithRetries: a lost race for the invoice counter
// reads again and takes the next number, and the marker keeps a replay from issuing a second one.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/client';
import * as keys from '../data/keys';
import { commitWithRetries, TransactionCancelledError } from '../data/transact';
import { BadRequestError } from '../lib/http-errors';
import { logger } from '../lib/logger';
import { announceSalesDocuments } from '../reports/announce-documents';
import { WebhookSignatureError, type PaymentEvent } from './payment-provider';
import { paymentPurposeHandler, type PaymentOutcome } from './payment-purposes';

/** Attempts after a concurrent change that is not a lost counter race (say, a hold released meanwhile). */
const MAX_ATTEMPTS = 3;

export type WebhookResult = 'handled' | 'replayed' | 'ignored';

export type WebhookVerifier = (rawBody: string, signature: string | undefined) => Promise<PaymentEvent>;

const REPLAYED = 'replayed' as const;

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
  if (seen.Item) {
    // The first delivery may have stopped between its commit and its announcement: announcing again is harmless.
    await announceSalesDocuments((seen.Item.documents as string[] | undefined) ?? []);
    return REPLAYED;
  }
  for (let attempt = 1; ; attempt++) {
    let outcome: PaymentOutcome | typeof REPLAYED;
    try {
      outcome = await commitWithRetries<PaymentOutcome | typeof REPLAYED>(async () => {
        const effect = await handler(event, now);
        const documents = effect.documents?.length ? { documents: effect.documents } : {};
        return {
          items: [
            { Put: { TableName: tableName, Item: { ...marker, type: event.type, reference: event.reference, at: now.toISOString(), ...documents }, ConditionExpression: 'attribute_not_exists(pk)' } },
            ...effect.items,
          ],
          retryable: (effect.retryable ?? []).map((index) => index + 1),
          result: effect,
          explain: async (error) => (error.conditionFailedAt(0) ? REPLAYED : null),
        };
      });
    } catch (error) {
      if (error instanceof TransactionCancelledError && attempt < MAX_ATTEMPTS) {
        logger.info('Payment event met a concurrent change; handling it again', { eventId: event.id });
        continue;
      }
      throw error;
    }
    if (outcome === REPLAYED) return REPLAYED;
    await announceSalesDocuments(outcome.documents ?? []);
    await outcome.afterCommit?.();
    return 'handled';
  }
}
