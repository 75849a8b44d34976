// Hands an email to the transport for this stage: SES in the cloud, the outbox folder locally.
import type { EmailRequestedEvent } from '../../shared/events';
import { env, isLocal } from '../env';
import { writeToOutbox } from './outbox-transport';
import { sendWithSes } from './ses-transport';

export async function deliverEmail(email: EmailRequestedEvent, now: Date): Promise<void> {
  if (isLocal) {
    await writeToOutbox(env.OUTBOX_DIR, email, now);
    return;
  }
  await sendWithSes(email);
}
