// Makes a refund asked for on the bus through the payment provider, once per idempotency key (the
// provider keeps it), so a redelivered event refunds once; then records the outcome on the refund's
// intent, whose key the idempotency key is (decision 230). A provider failure fails the invocation
// and the bus retries it.
import { paymentRefundRequestedEvent } from '../../../shared/events';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { recordRefundDone } from '../../data/payment-intents';
import { paymentProvider } from '../../payments/provider';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== paymentRefundRequestedEvent.detailType) {
    logger.warn('Ignoring an event type this consumer does not handle');
    return;
  }
  const request = paymentRefundRequestedEvent.schema.parse(event.detail);
  const { refundId } = await paymentProvider.refund(request);
  await recordRefundDone(request.idempotencyKey, refundId, new Date());
  logger.info('Refund made', { reference: request.reference, refundId, amountPence: request.amountPence });
});
