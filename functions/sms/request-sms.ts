// Asks for a text to be sent: it goes on the bus and the SMS consumer sends it (retried, its outcome
// recorded). The request that wanted it never waits for, nor fails with, the SMS service. Any area may
// call this (phone verification, job-claim codes, customer messages); `to` may be typed as people
// write UK mobiles and is sent as E.164.
import { ulid } from 'ulid';
import { smsRequestedEvent, type SmsKind } from '../../shared/events';
import { toUkMobileE164 } from '../../shared/messaging/phone-e164';
import { publishEvent } from '../events/publish-event';
import { logger } from '../lib/logger';

export interface SmsRequest {
  kind: SmsKind;
  to: string;
  text: string;
  /** Unique per text; given when a redelivered cause must not send twice (defaults to a new ULID). */
  id?: string;
  /** The job the text is about: its outcome is listed on the job sheet. */
  jobQr?: string;
}

/** True when the text was queued; false when the number is no UK mobile or the bus refused it. */
export async function requestSms(request: SmsRequest): Promise<boolean> {
  const to = toUkMobileE164(request.to);
  if (!to) {
    logger.warn('No UK mobile number: text not sent', { kind: request.kind });
    return false;
  }
  try {
    await publishEvent(smsRequestedEvent, { id: request.id ?? ulid(), kind: request.kind, to, text: request.text, jobQr: request.jobQr });
    return true;
  } catch (error) {
    // The change the text is about has already happened.
    logger.error('Could not queue a text', { kind: request.kind, error: error as Error });
    return false;
  }
}
