import { formatDate } from '../../../shared/dates';
import type { JobStatus } from '../../../shared/repairs/statuses';
import { STATUS_DESCRIPTIONS } from '../../../shared/repairs/statuses';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent at every customer-visible status change of a job, with the tracking link. */
export function jobStatusMessage(input: {
  firstName: string;
  jobNumber: string;
  device: string;
  status: JobStatus;
  link: string;
  message?: string;
  warrantyEndsAt?: string;
}): EmailContent {
  // The date, not a number of months: a loyalty tier adds months, and a warranty claim keeps the
  // original repair's end.
  const warranty = input.status === 'Collected' && input.warrantyEndsAt ? [`Your repair is covered by our warranty until ${formatDate(input.warrantyEndsAt)}.`] : [];
  return composeEmail({
    subject: `${input.jobNumber}: ${input.status}`,
    greetingName: input.firstName,
    paragraphs: [
      `Your repair ${input.jobNumber} (${input.device}) is now: ${input.status}.`,
      STATUS_DESCRIPTIONS[input.status],
      ...(input.message ? [input.message] : []),
      ...warranty,
    ],
    action: { label: 'Track my repair', url: input.link },
  });
}
