// Hands a text to the transport for this stage: End User Messaging SMS in the cloud, the outbox locally.
import type { SmsRequestedEvent } from '../../shared/events';
import { env, isLocal } from '../env';
import { sendWithEndUserMessaging } from './aws-sms-transport';
import { writeSmsToOutbox } from './outbox-sms-transport';

export async function deliverSms(sms: SmsRequestedEvent, now: Date): Promise<void> {
  if (isLocal) {
    await writeSmsToOutbox(env.OUTBOX_DIR, sms, now);
    return;
  }
  await sendWithEndUserMessaging(sms);
}
