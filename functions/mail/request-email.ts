// Asks for an email to be sent: the rendered email goes on the bus and the mail consumer sends it.
// The request that wanted it never waits for, nor fails with, the mail service.
import { ulid } from 'ulid';
import { emailRequestedEvent, type EmailKind, type EmailRequestedEvent } from '../../shared/events';
import { publishEvent } from '../events/publish-event';
import { logger } from '../lib/logger';
import type { EmailContent } from './compose-email';

/** True when the email was queued. */
export async function requestEmail(
  kind: EmailKind,
  to: string,
  content: EmailContent,
  /** `id`: stable when a redelivered cause must not send twice; `jobQr`: list the email on that job. */
  options: { id?: string; jobQr?: string; attachments?: EmailRequestedEvent['attachments'] } = {},
): Promise<boolean> {
  try {
    await publishEvent(emailRequestedEvent, { id: options.id ?? ulid(), kind, to, ...content, jobQr: options.jobQr, attachments: options.attachments });
    return true;
  } catch (error) {
    // The change the email is about has already happened; the customer can ask for the email again.
    logger.error('Could not queue an email', { kind, error: error as Error });
    return false;
  }
}
