// Records audit events from the bus into the table, once each.
import { eventTypes } from '../../../shared/events';
import { savePageHit } from '../../data/page-hits';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';

export const handler = createConsumer(async (event) => {
  switch (event['detail-type']) {
    case eventTypes.pageHit.detailType: {
      const outcome = await savePageHit(eventTypes.pageHit.schema.parse(event.detail));
      if (outcome === 'duplicate') logger.info('Page hit already recorded');
      return;
    }
    default:
      logger.warn('Ignoring an event type this consumer does not record');
  }
});
