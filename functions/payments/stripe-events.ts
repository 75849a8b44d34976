// Stripe's signed webhook events, verified with the stripe package and reduced to a PaymentEvent.
// The local payment page signs its events the same way, so both providers share this.
import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError, type PaymentEvent } from './payment-provider';

export function verifyStripeEvent(rawBody: string, signature: string | undefined, secret: string): PaymentEvent {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new WebhookSignatureError();
  }
  return toPaymentEvent(event);
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return { id: event.id, type: 'other' };
      return {
        id: event.id,
        type: 'checkout.completed',
        purpose: session.metadata?.purpose,
        reference: session.client_reference_id ?? undefined,
        sessionId: session.id,
        paymentId: typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id,
        amountPence: session.amount_total ?? undefined,
      };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return { id: event.id, type: 'checkout.expired', purpose: session.metadata?.purpose, reference: session.client_reference_id ?? undefined, sessionId: session.id };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        id: event.id,
        type: 'payment.failed',
        purpose: intent.metadata?.purpose,
        reference: intent.metadata?.reference,
        paymentId: intent.id,
        failureMessage: intent.last_payment_error?.message,
      };
    }
    default:
      return { id: event.id, type: 'other' };
  }
}

/** The Stripe-Signature header for a body: how the local payment page signs the events it sends. */
export function signStripeEvent(rawBody: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp });
}
