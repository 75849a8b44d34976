import { BUSINESS } from '../../../shared/business';
import { formatDateTime } from '../../../shared/dates';
import { composeEmail, type EmailContent } from '../compose-email';

/** A notice after a password change or reset, so the owner hears of one they did not make. */
export function passwordChangedMessage(input: { firstName: string; at: Date; how: 'changed' | 'reset' }): EmailContent {
  return composeEmail({
    subject: `Your ${BUSINESS.name} password was ${input.how}`,
    greetingName: input.firstName,
    paragraphs: [
      `The password for your account was ${input.how} on ${formatDateTime(input.at.toISOString())} (UK time).`,
      input.how === 'reset' ? 'You have been signed out everywhere.' : 'You have been signed out on your other devices.',
    ],
    closing: [
      `If this was not you, reset your password from the sign-in page at once and call us on ${BUSINESS.phone.display}.`,
    ],
  });
}
