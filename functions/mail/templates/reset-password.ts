import { BUSINESS } from '../../../shared/business';
import { composeEmail, type EmailContent } from '../compose-email';

export function resetPasswordMessage(input: { firstName: string; link: string }): EmailContent {
  return composeEmail({
    subject: `Reset your ${BUSINESS.name} password`,
    greetingName: input.firstName,
    paragraphs: ['We received a request to reset the password for your account. Choose a new password with the link below.'],
    action: { label: 'Reset my password', url: input.link },
    closing: [
      'This link works once and expires in 1 hour. Resetting your password signs you out everywhere.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
  });
}
