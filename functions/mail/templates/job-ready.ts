import { BUSINESS, OPENING_HOURS, formatAddress } from '../../../shared/business';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent when a job is Ready for collection: where and when to collect it. */
export function jobReadyMessage(input: { firstName: string; jobNumber: string; device: string; link: string; message?: string }): EmailContent {
  return composeEmail({
    subject: `${input.jobNumber}: ready for collection`,
    greetingName: input.firstName,
    paragraphs: [
      `Good news: your ${input.device} (${input.jobNumber}) is repaired and ready for collection.`,
      ...(input.message ? [input.message] : []),
      `Collect it from ${BUSINESS.name}, ${formatAddress()}, ${OPENING_HOURS.summary}. Please bring your ticket or this email.`,
    ],
    action: { label: 'Track my repair', url: input.link },
  });
}
