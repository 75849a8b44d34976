// Sends each requested email once: a redelivered event finds the email marked sent. A transport
// failure fails the invocation, so the bus retries it (and finally parks it in the dead-letter queue).
import { eventTypes } from '../../../shared/events';
import { markEmailSent, wasEmailSent } from '../../data/sent-emails';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { deliverEmail } from '../../mail/deliver-email';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== eventTypes.emailRequested.detailType) {
    logger.warn('Ignoring an event type this consumer does not send');
    return;
  }
  const email = eventTypes.emailRequested.schema.parse(event.detail);
  if (await wasEmailSent(email.id)) {
    logger.info('Email already sent', { emailId: email.id });
    return;
  }
  const now = new Date();
  await deliverEmail(email, now);
  await markEmailSent(email.id, email.kind, now);
  logger.info('Email sent', { emailId: email.id, kind: email.kind });
});
