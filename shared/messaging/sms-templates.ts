// The SMS each customer message sends, with {placeholders} filled in when it is sent. Staff edit the
// wording in the admin area (an edited text is stored and wins); these are the texts until then.
import * as z from 'zod/mini';

export const SMS_TEMPLATE_KINDS = [
  'booking-confirmed',
  'booking-cancelled',
  'mail-in-received',
  'mail-in-returned',
  'job-status',
  'job-estimate',
  'job-ready',
] as const;
export const SmsTemplateKindSchema = z.enum(SMS_TEMPLATE_KINDS, 'Unknown message template');
export type SmsTemplateKind = z.infer<typeof SmsTemplateKindSchema>;

export const SMS_TEMPLATE_TITLES: Record<SmsTemplateKind, string> = {
  'booking-confirmed': 'Booking confirmed',
  'booking-cancelled': 'Booking cancelled',
  'mail-in-received': 'Mail-in device received',
  'mail-in-returned': 'Mail-in device returned',
  'job-status': 'Repair status changed',
  'job-estimate': 'Estimate to approve',
  'job-ready': 'Ready for collection',
};

/** The placeholders each template may use, with the example the preview fills in. */
export const SMS_PLACEHOLDERS: Record<SmsTemplateKind, Record<string, string>> = {
  'booking-confirmed': { firstName: 'Siobhan', reference: 'BK-7QX2M4', when: 'Tue 24 Nov at 10:30', device: 'Apple iPhone 13', shopName: 'Device DRS', shopPhone: '028 9649 6123' },
  'booking-cancelled': { firstName: 'Siobhan', reference: 'BK-7QX2M4', when: 'Tue 24 Nov at 10:30', shopName: 'Device DRS', shopPhone: '028 9649 6123' },
  'mail-in-received': { firstName: 'Siobhan', reference: 'MI-4RT8ZP', jobNumber: 'DRS-10421', device: 'Apple iPhone 13', shopName: 'Device DRS' },
  'mail-in-returned': { firstName: 'Siobhan', reference: 'MI-4RT8ZP', device: 'Apple iPhone 13', shopName: 'Device DRS' },
  'job-status': { firstName: 'Siobhan', jobNumber: 'DRS-10421', device: 'Apple iPhone 13', status: 'In repair', link: 'https://devicedrs.co.uk/job/abc', shopName: 'Device DRS' },
  'job-estimate': { firstName: 'Siobhan', jobNumber: 'DRS-10421', device: 'Apple iPhone 13', estimate: '£89.99', link: 'https://devicedrs.co.uk/job/abc', shopName: 'Device DRS' },
  'job-ready': { firstName: 'Siobhan', jobNumber: 'DRS-10421', device: 'Apple iPhone 13', link: 'https://devicedrs.co.uk/job/abc', shopName: 'Device DRS', shopPhone: '028 9649 6123' },
};

export const DEFAULT_SMS_TEMPLATES: Record<SmsTemplateKind, string> = {
  'booking-confirmed': '{shopName}: hi {firstName}, your repair booking {reference} is confirmed for {when}. To change it call {shopPhone}.',
  'booking-cancelled': '{shopName}: hi {firstName}, your booking {reference} for {when} is cancelled. Call {shopPhone} to book again.',
  'mail-in-received': '{shopName}: hi {firstName}, we have received your {device} ({reference}). Its repair is job {jobNumber}.',
  'mail-in-returned': '{shopName}: hi {firstName}, your {device} ({reference}) is on its way back to you.',
  'job-status': '{shopName}: your {device} repair {jobNumber} is now {status}. Track it: {link}',
  'job-estimate': '{shopName}: the estimate for your {device} repair {jobNumber} is {estimate}. Approve it here: {link}',
  'job-ready': '{shopName}: good news {firstName}, your {device} ({jobNumber}) is ready to collect. Details: {link}',
};

/** Four parts of plain text: a template longer than that is a letter, not a text. */
export const SMS_TEMPLATE_MAX_LENGTH = 612;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a text uses that its kind does not offer. */
export function unknownPlaceholders(kind: SmsTemplateKind, text: string): string[] {
  const offered = SMS_PLACEHOLDERS[kind];
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !(name in offered)))];
}

/** Fills each {name} with its value; a placeholder without a value becomes empty. */
export function renderSmsTemplate(text: string, values: Record<string, string | undefined>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '').replace(/[ \t]{2,}/g, ' ').trim();
}

export const SmsTemplateTextSchema = z.string('Template text is required').check(
  z.trim(),
  z.minLength(1, 'Template text is required'),
  z.maxLength(SMS_TEMPLATE_MAX_LENGTH, `Template text must be at most ${SMS_TEMPLATE_MAX_LENGTH} characters`),
);
