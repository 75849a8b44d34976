// Earns a till sale's repair points at once for the customer it knew (decision 151). Idempotent: a
// redelivered event finds the sale's entries (and the receipt claimed) and writes nothing.
import { salePaidEvent, SalePaidEventSchema } from '../../../shared/events';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { earnFromSale } from '../../loyalty/earn-from-sale';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== salePaidEvent.detailType) {
    logger.warn('Ignoring an event type this consumer does not handle');
    return;
  }
  const detail = SalePaidEventSchema.parse(event.detail);
  const outcome = await earnFromSale(detail.saleId, new Date(), detail.siteOrigin);
  logger.info('Sale points', { saleId: detail.saleId, outcome });
});
