// Blanks a closed account's name and contact on the jobs, bookings and orders that carry a copy
// (decision 177). The work is idempotent, so a failed run is simply retried by the bus, and a
// redelivered event finds nothing left to change.
import { accountClosedEvent } from '../../../shared/events';
import { stripClosedAccountCopies } from '../../accounts/strip-closed-account';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== accountClosedEvent.detailType) {
    logger.warn('Ignoring an event type this consumer does not handle');
    return;
  }
  const closed = accountClosedEvent.schema.parse(event.detail);
  await stripClosedAccountCopies(closed.userId, new Date());
});
