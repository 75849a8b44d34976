// Emails the review link of a job that was just Collected (one invitation per job, decision 122).
import { jobCollectedEvent } from '../../../shared/events';
import { inviteReview } from '../../content/reviews';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== jobCollectedEvent.detailType) {
    logger.warn('Ignoring an event type this consumer does not handle');
    return;
  }
  const invited = await inviteReview(jobCollectedEvent.schema.parse(event.detail), new Date());
  logger.info(invited ? 'Review invitation sent' : 'No review invitation needed');
});
