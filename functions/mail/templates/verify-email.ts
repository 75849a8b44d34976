import { BUSINESS } from '../../../shared/business';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent at registration and on request: confirms the address before the first sign-in. */
export function verifyEmailMessage(input: { firstName: string; link: string }): EmailContent {
  return composeEmail({
    subject: `Please verify your email address for ${BUSINESS.name}`,
    greetingName: input.firstName,
    paragraphs: [
      `Thank you for creating an account with ${BUSINESS.name}. Please confirm that this is your email address so that you can sign in.`,
    ],
    action: { label: 'Verify my email address', url: input.link },
    closing: [
      'This link works once and expires in 24 hours. If it has expired, you can ask for a new one from the sign-in page.',
      'If you did not create an account, you can ignore this email and no account will be activated.',
    ],
  });
}
