// One provider webhook, handled once (decision 134): verified by signature (400 otherwise, nothing
// changed), then its effect and the event's handled marker are written in one transaction, so a
// replayed or duplicated event changes nothing twice. An effect that issues an invoice (a paid shop
// order, decision 138) is committed through commitWithRetries: a lost race for the invoice counter
// reads again and takes the next number, and the marker keeps a replay from issuing a second one.
// Before anything is written, an event about a page is compared with the page as we opened it
// (decision 232): another session, reference, amount or currency is refused, logged and answered 200
// 'refused', so the provider does not deliver it again and again.
import { getHandledPaymentEvent, paymentEventHandledItem } from '../data/payment-events';
import { getPaymentPage, type PaymentPageRecord } from '../data/payment-intents';
import { commitWithRetries, TransactionCancelledError } from '../data/transact';
import { BadRequestError } from '../lib/http-errors';
import { logger } from '../lib/logger';
import { announceSalesDocuments } from '../reports/announce-documents';
import { WebhookSignatureError, type PaymentEvent } from './payment-provider';
import { askRefunds } from './ask-refunds';
import { paymentPurposeHandler, type PaymentOutcome } from './payment-purposes';

/** Attempts after a concurrent change that is not a lost counter race (say, a hold released meanwhile). */
const MAX_ATTEMPTS = 3;

export type WebhookResult = 'handled' | 'replayed' | 'ignored' | 'refused';

export type WebhookVerifier = (rawBody: string, signature: string | undefined) => Promise<PaymentEvent>;

const REPLAYED = 'replayed' as const;

/** Why an event about a page does not match the page we opened, or null when it does. */
export function pageMismatch(event: PaymentEvent, page: PaymentPageRecord | null): string | null {
  if (!page) return 'no page of ours has this session';
  if (page.purpose !== event.purpose || page.reference !== event.reference) return 'the session belongs to another reference';
  if (event.type !== 'checkout.completed') return null;
  if (event.amountPence !== page.amountPence) return `the amount paid (${event.amountPence ?? 'none'}) is not the page's (${page.amountPence})`;
  if (event.currency?.toLowerCase() !== page.currency) return `the currency (${event.currency ?? 'none'}) is not the page's (${page.currency})`;
  return null;
}

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
  if (event.type === 'checkout.completed' || event.type === 'checkout.expired') {
    const mismatch = pageMismatch(event, event.sessionId ? await getPaymentPage(event.sessionId) : null);
    if (mismatch) {
      // Signed by the provider, so not a forgery: a fault to look into, never money to book.
      logger.error('Payment event refused: it does not match the page we opened', { eventId: event.id, sessionId: event.sessionId, reference: event.reference, mismatch });
      return 'refused';
    }
  }
  const seen = await getHandledPaymentEvent(event.id);
  if (seen) {
    // The first delivery may have stopped between its commit and its announcement: announcing again is harmless.
    await announceSalesDocuments(seen.documents);
    await askRefunds(seen.refunds, true);
    return REPLAYED;
  }
  for (let attempt = 1; ; attempt++) {
    let outcome: PaymentOutcome | typeof REPLAYED;
    try {
      outcome = await commitWithRetries<PaymentOutcome | typeof REPLAYED>(async () => {
        const effect = await handler(event, now);
        return {
          // The marker first: explain reads a failure of item 0 as a replay.
          items: [paymentEventHandledItem(event, now, effect), ...effect.items],
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
    await askRefunds(outcome.refunds ?? []);
    await outcome.afterCommit?.();
    return 'handled';
  }
}
