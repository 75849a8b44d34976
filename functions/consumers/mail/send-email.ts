// Sends each requested email once, recording its attempts and outcome (on the job when it is about
// one). A transport failure fails the invocation so the bus retries it; the last attempt is recorded
// as failed instead (functions/messaging/deliver-tracked.ts).
import { EMAIL_REQUESTED, EmailRequestedEventSchema } from '../../../shared/events';
import { countHealth } from '../../data/health-counters';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { deliverEmail } from '../../mail/deliver-email';
import { deliverTracked } from '../../messaging/deliver-tracked';
import { emailSwitchedOn } from '../../settings/email-switches';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== EMAIL_REQUESTED) {
    logger.warn('Ignoring an event type this consumer does not send');
    return;
  }
  const email = EmailRequestedEventSchema.parse(event.detail);
  if (!(await emailSwitchedOn(email.kind))) {
    logger.info('Email not sent: its kind is switched off in the settings', { emailId: email.id, kind: email.kind });
    await countHealth('emailsSwitchedOff', new Date());
    return;
  }
  const outcome = await deliverTracked({ id: email.id, jobQr: email.jobQr, channel: 'email', kind: email.kind, to: email.to, summary: email.subject }, () =>
    deliverEmail(email, new Date()),
  );
  logger.info('Email handled', { emailId: email.id, kind: email.kind, outcome });
  if (outcome === 'sent' || outcome === 'failed') await countHealth(outcome === 'sent' ? 'emailsSent' : 'emailsFailed', new Date());
});
