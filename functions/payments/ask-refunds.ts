// Refunds the webhook decided (an excess deposit, an order paid too late to honour) are intents
// written in its transaction (decision 230); the provider is asked on the bus afterwards, since the
// webhook's bundle carries no provider client. Asked again on a replay while still pending: a crash
// between the commit and the bus is finished by the provider's next delivery, never doubled, because
// the consumer asks under the intent's key.
import { paymentRefundRequestedEvent } from '../../shared/events';
import type { RefundAsked } from '../data/payment-events';
import { getIntent } from '../data/payment-intents';
import { publishEvent } from '../events/publish-event';

export async function askRefunds(refunds: readonly RefundAsked[], onlyPending = false): Promise<void> {
  for (const refund of refunds) {
    if (onlyPending && (await getIntent(refund.intentKey))?.state !== 'pending') continue;
    await publishEvent(paymentRefundRequestedEvent, { paymentId: refund.paymentId, amountPence: refund.amountPence, idempotencyKey: refund.intentKey, reference: refund.reference });
  }
}
