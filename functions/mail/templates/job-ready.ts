import { BUSINESS, OPENING_HOURS, formatAddress } from '../../../shared/business';
import { formatPence } from '../../../shared/money';
import { composeEmail, type EmailContent } from '../compose-email';

/**
 * Sent when a job is Ready for collection: where and when to collect it, and with a balance due, the
 * link to pay it online first (decision 290): the tracking page's "Pay now".
 */
export function jobReadyMessage(input: { firstName: string; jobNumber: string; device: string; link: string; message?: string; balanceDuePence?: number }): EmailContent {
  const due = input.balanceDuePence ?? 0;
  return composeEmail({
    subject: `${input.jobNumber}: ready for collection`,
    greetingName: input.firstName,
    paragraphs: [
      `Good news: your ${input.device} (${input.jobNumber}) is repaired and ready for collection.`,
      ...(input.message ? [input.message] : []),
      ...(due > 0 ? [`The balance to pay is ${formatPence(due)}. Pay now online and there is nothing to pay when you collect.`] : []),
      `Collect it from ${BUSINESS.name}, ${formatAddress()}, ${OPENING_HOURS.summary}. Please bring your ticket or this email.`,
    ],
    action: due > 0 ? { label: 'Pay now', url: input.link } : { label: 'Track my repair', url: input.link },
  });
}
