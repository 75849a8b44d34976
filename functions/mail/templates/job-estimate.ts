import { formatPence } from '../../../shared/money';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent when a job moves to Awaiting approval: the estimate, and where to approve or decline it. */
export function jobEstimateMessage(input: {
  firstName: string;
  jobNumber: string;
  device: string;
  estimatePence: number;
  link: string;
  message?: string;
}): EmailContent {
  return composeEmail({
    subject: `${input.jobNumber}: your estimate is ready to approve`,
    greetingName: input.firstName,
    paragraphs: [
      `We have looked at your ${input.device} (${input.jobNumber}). The estimate for the repair is ${formatPence(input.estimatePence)}.`,
      ...(input.message ? [input.message] : []),
      'We will start the repair once you approve the estimate. You can approve or decline it from your account, or call us.',
    ],
    action: { label: 'See the estimate', url: input.link },
  });
}
