// The events a simulated reader's buttons cause (decision 282), shaped and signed as Stripe's for a
// server-driven reader: Approve sends payment_intent.succeeded, Decline payment_intent.payment_failed,
// Cancel terminal.reader.action_failed with the customer's cancel; the same verification reads them.
import { ulid } from 'ulid';
import type { LocalReaderAction } from '../data/local-readers';
import type { SignedEvent } from './local-events';
import { localWebhookSecret } from './local-webhook-secret';
import { signStripeEvent } from './stripe-events';

export type LocalReaderButton = 'approve' | 'decline' | 'cancel';

export function localReaderEvent(providerReaderId: string, action: LocalReaderAction, button: LocalReaderButton, secret = localWebhookSecret): SignedEvent {
  const intent = (status: string, extra: Record<string, unknown> = {}) => ({
    id: action.providerPaymentId,
    object: 'payment_intent',
    amount: action.amountPence,
    currency: 'gbp',
    payment_method_types: ['card_present'],
    metadata: { purpose: action.purpose, reference: action.reference },
    status,
    ...extra,
  });
  const data =
    button === 'approve'
      ? { type: 'payment_intent.succeeded', object: intent('succeeded', { amount_received: action.amountPence }) }
      : button === 'decline'
        ? { type: 'payment_intent.payment_failed', object: intent('requires_payment_method', { last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } }) }
        : {
            type: 'terminal.reader.action_failed',
            object: {
              id: providerReaderId,
              object: 'terminal.reader',
              action: {
                type: 'process_payment_intent',
                status: 'failed',
                failure_code: 'customer_canceled',
                failure_message: 'The customer cancelled the payment on the reader.',
                process_payment_intent: { payment_intent: action.providerPaymentId },
              },
            },
          };
  const body = JSON.stringify({ id: `evt_local_${ulid()}`, object: 'event', type: data.type, created: Math.floor(Date.now() / 1000), data: { object: data.object } });
  return { body, signature: signStripeEvent(body, secret) };
}
