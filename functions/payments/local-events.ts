// The events the local payment page sends, shaped and signed as Stripe's (the same verification
// reads them): Pay completes the session, Decline fails the payment attempt, Cancel expires it.
import { ulid } from 'ulid';
import type { LocalPaymentSession } from '../data/local-payments';
import { localWebhookSecret } from './local-webhook-secret';
import { signStripeEvent } from './stripe-events';

export type LocalPaymentAction = 'pay' | 'decline' | 'cancel';

export interface SignedEvent {
  body: string;
  signature: string;
}

export function localEvent(session: LocalPaymentSession, action: LocalPaymentAction, paymentId: string, secret = localWebhookSecret): SignedEvent {
  const metadata = { purpose: session.purpose, reference: session.reference };
  const checkoutSession = (status: string, paymentStatus: string) => ({
    id: session.sessionId,
    object: 'checkout.session',
    client_reference_id: session.reference,
    metadata,
    status,
    payment_status: paymentStatus,
    payment_intent: action === 'pay' ? paymentId : null,
    amount_total: session.amountPence,
    currency: 'gbp',
  });
  const data =
    action === 'pay'
      ? { type: 'checkout.session.completed', object: checkoutSession('complete', 'paid') }
      : action === 'cancel'
        ? { type: 'checkout.session.expired', object: checkoutSession('expired', 'unpaid') }
        : {
            type: 'payment_intent.payment_failed',
            object: { id: paymentId, object: 'payment_intent', metadata, last_payment_error: { message: 'Your card was declined.' } },
          };
  const body = JSON.stringify({ id: `evt_local_${ulid()}`, object: 'event', type: data.type, created: Math.floor(Date.now() / 1000), data: { object: data.object } });
  return { body, signature: signStripeEvent(body, secret) };
}
