// The provider's half of an intent (decision 230): asked under the intent's key as its idempotency
// key, so asking again (a retry finishing a crashed request, a bus redelivery) answers the first
// refund or page and never moves money twice. Kept apart from payment-intents.ts because it carries
// the provider's client, which the webhook's bundle does not.
import type { OpenedPage, PaymentIntent } from '../data/payment-intents';
import { releaseIntent } from '../data/payment-intents';
import { PaymentProviderError } from '../lib/http-errors';
import { logger } from '../lib/logger';
import type { CheckoutRequest } from './payment-provider';
import { paymentProvider } from './provider';

/** The intent's refund at the provider: its refund id. A failure gives the lease back and answers 502. */
export async function refundAtProvider(intent: PaymentIntent, now: Date): Promise<string> {
  if (!intent.paymentId) throw new Error(`Refund intent ${intent.key} has no payment`);
  try {
    const { refundId } = await paymentProvider.refund({ paymentId: intent.paymentId, amountPence: intent.amountPence, idempotencyKey: intent.key });
    return refundId;
  } catch (error) {
    logger.error('The provider refused or did not answer a refund; the intent stays pending', { intentKey: intent.key, error: error as Error });
    await releaseIntent(intent.key, now);
    throw new PaymentProviderError();
  }
}

/** The intent's hosted page at the provider; 502 when it does not answer (the page helper then fails the claim). */
export async function openPageAtProvider(intent: PaymentIntent, request: Omit<CheckoutRequest, 'idempotencyKey' | 'purpose' | 'reference'>): Promise<OpenedPage> {
  try {
    const session = await paymentProvider.createCheckout({ ...request, purpose: intent.purpose, reference: intent.reference, idempotencyKey: intent.key });
    return { sessionId: session.sessionId, url: session.url, expiresAt: request.expiresAt.toISOString() };
  } catch (error) {
    logger.error('The provider did not open a payment page', { intentKey: intent.key, error: error as Error });
    throw new PaymentProviderError();
  }
}

/** Closes a page nobody should pay any more (best effort: a page paid anyway is refunded as an excess). */
export async function closePage(sessionId: string): Promise<void> {
  await paymentProvider.expireCheckout(sessionId).catch((error: unknown) => logger.warn('Could not expire a payment page', { sessionId, error: error as Error }));
}
