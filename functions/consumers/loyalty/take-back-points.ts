// Takes back the points of a till sale's refunded repairs when its credit note is issued (decision
// 239). Idempotent per refund: a redelivered event finds the refund's entry and writes nothing.
import { SALES_DOCUMENT_ISSUED, SalesDocumentIssuedEventSchema } from '../../../shared/events';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { takeBackRefundedPoints } from '../../loyalty/take-back-points';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== SALES_DOCUMENT_ISSUED) {
    logger.warn('Ignoring an event type this consumer does not handle');
    return;
  }
  const { number } = SalesDocumentIssuedEventSchema.parse(event.detail);
  const outcome = await takeBackRefundedPoints(number, new Date());
  logger.info('Refunded points', { number, outcome });
});
