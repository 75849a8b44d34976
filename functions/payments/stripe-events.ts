// Stripe's signed webhook events, verified by their signature and reduced to a PaymentEvent. The
// local payment page signs its events the same way, so both providers share this. Only Stripe's
// types are imported from the package (erased at build), never its client.
import type Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError, type PaymentEvent } from './payment-provider';
import { TERMINAL_PAYMENT_PURPOSE } from './terminal-provider';
import { signStripePayload, verifyStripeSignature } from './stripe-signature';

export function verifyStripeEvent(rawBody: string, signature: string | undefined, secret: string): PaymentEvent {
  if (!signature || !verifyStripeSignature(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS)) throw new WebhookSignatureError();
  let event: Stripe.Event;
  try {
    event = JSON.parse(rawBody) as Stripe.Event;
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
        currency: session.currency ?? undefined,
      };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        id: event.id,
        type: 'checkout.expired',
        purpose: session.metadata?.purpose,
        reference: session.client_reference_id ?? undefined,
        sessionId: session.id,
        amountPence: session.amount_total ?? undefined,
        currency: session.currency ?? undefined,
      };
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
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return {
        id: event.id,
        type: 'payment.succeeded',
        purpose: intent.metadata?.purpose,
        reference: intent.metadata?.reference,
        paymentId: intent.id,
        amountPence: intent.amount_received ?? intent.amount,
        currency: intent.currency,
      };
    }
    case 'terminal.reader.action_failed': {
      // A reader's event names the payment but carries no metadata: its handler finds the payment by its id.
      const action = event.data.object.action;
      const intent = action?.process_payment_intent?.payment_intent;
      if (!intent) return { id: event.id, type: 'other' };
      return {
        id: event.id,
        type: 'reader.failed',
        purpose: TERMINAL_PAYMENT_PURPOSE,
        paymentId: typeof intent === 'string' ? intent : intent.id,
        failureCode: action.failure_code ?? undefined,
        failureMessage: action.failure_message ?? undefined,
      };
    }
    default:
      return { id: event.id, type: 'other' };
  }
}

/** The Stripe-Signature header for a body: how the local payment page signs the events it sends. */
export function signStripeEvent(rawBody: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return signStripePayload(rawBody, secret, timestamp);
}
