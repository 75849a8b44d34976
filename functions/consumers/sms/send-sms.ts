// Sends each requested text once, recording its attempts and outcome (on the job when it is about
// one). A transport failure fails the invocation so the bus retries it; the last attempt is recorded
// as failed instead (functions/messaging/deliver-tracked.ts).
import { smsRequestedEvent } from '../../../shared/events';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { deliverTracked } from '../../messaging/deliver-tracked';
import { deliverSms } from '../../sms/deliver-sms';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== smsRequestedEvent.detailType) {
    logger.warn('Ignoring an event type this consumer does not send');
    return;
  }
  const sms = smsRequestedEvent.schema.parse(event.detail);
  const outcome = await deliverTracked({ id: sms.id, jobQr: sms.jobQr, channel: 'sms', kind: sms.kind, to: sms.to, summary: sms.text }, () =>
    deliverSms(sms, new Date()),
  );
  logger.info('Text handled', { smsId: sms.id, kind: sms.kind, outcome });
});
