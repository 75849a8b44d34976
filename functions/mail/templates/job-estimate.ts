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
  /** A deposit asked before the repair starts (decision 147): approved and paid in one step from the link. */
  depositPence?: number;
}): EmailContent {
  return composeEmail({
    subject: `${input.jobNumber}: your estimate is ready to approve`,
    greetingName: input.firstName,
    paragraphs: [
      `We have looked at your ${input.device} (${input.jobNumber}). The estimate for the repair is ${formatPence(input.estimatePence)}.`,
      ...(input.message ? [input.message] : []),
      input.depositPence
        ? `We ask a deposit of ${formatPence(input.depositPence)} before we start. Approve the estimate and pay the deposit in one step from the link below, or pay it at the counter.`
        : 'We will start the repair once you approve the estimate. You can approve or decline it from your account, or call us.',
    ],
    action: { label: input.depositPence ? 'Approve and pay the deposit' : 'See the estimate', url: input.link },
  });
}
