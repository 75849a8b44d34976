// Sends one customer message by the channels chosen: the email as rendered, and the text from its
// staff-edited template. Both go on the bus (sent and retried by their consumers, outcome recorded on
// the job when there is one), so a message never fails the change that caused it.
import { BUSINESS } from '../../shared/business';
import type { EmailKind } from '../../shared/events';
import { usesEmail, usesSms, type MessageChannel } from '../../shared/messaging/channels';
import { DEFAULT_SMS_TEMPLATES, renderSmsTemplate, type SmsTemplateKind } from '../../shared/messaging/sms-templates';
import { getSmsTemplate } from '../data/message-templates';
import { logger } from '../lib/logger';
import type { EmailContent } from '../mail/compose-email';
import { requestEmail } from '../mail/request-email';
import { requestSms } from '../sms/request-sms';

export interface CustomerMessage {
  /** Stable per cause (a timeline entry, a booking change): each channel sends once per id. */
  id: string;
  channel: MessageChannel;
  contact: { email?: string; phone?: string };
  jobQr?: string;
  email: { kind: EmailKind; content: EmailContent };
  sms: { kind: SmsTemplateKind; values: Record<string, string | undefined> };
}

async function smsText(kind: SmsTemplateKind, values: Record<string, string | undefined>): Promise<string> {
  let template = DEFAULT_SMS_TEMPLATES[kind];
  try {
    template = await getSmsTemplate(kind);
  } catch (error) {
    logger.error('Could not read the SMS template: default text used', { kind, error: error as Error });
  }
  return renderSmsTemplate(template, { shopName: BUSINESS.name, shopPhone: BUSINESS.phone.display, ...values });
}

/** Which channels the message was queued on. */
export async function sendCustomerMessage(message: CustomerMessage): Promise<{ email: boolean; sms: boolean }> {
  const { email, phone } = message.contact;
  const sent = { email: false, sms: false };
  if (usesEmail(message.channel) && email) {
    sent.email = await requestEmail(message.email.kind, email, message.email.content, { id: message.id, jobQr: message.jobQr });
  }
  if (usesSms(message.channel) && phone) {
    const text = await smsText(message.sms.kind, message.sms.values);
    sent.sms = await requestSms({ id: `${message.id}-sms`, kind: message.sms.kind, to: phone, text, jobQr: message.jobQr });
  }
  return sent;
}
