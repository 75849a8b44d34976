import { BUSINESS } from '../../../shared/business';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent to a new address the customer asked to use; the change happens when the link is clicked. */
export function confirmNewEmailMessage(input: { firstName: string; link: string }): EmailContent {
  return composeEmail({
    subject: `Confirm your new email address for ${BUSINESS.name}`,
    greetingName: input.firstName,
    paragraphs: [
      `You asked to use this email address for your ${BUSINESS.name} account. Your account keeps its current address until you confirm.`,
    ],
    action: { label: 'Confirm my new email address', url: input.link },
    closing: [
      'This link works once and expires in 24 hours.',
      'If you did not ask for this, you can ignore this email and nothing will change.',
    ],
  });
}
