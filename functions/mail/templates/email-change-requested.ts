import { BUSINESS } from '../../../shared/business';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent to the current address when a change is asked for, so a stolen session cannot do it quietly. */
export function emailChangeRequestedMessage(input: { firstName: string; newEmail: string }): EmailContent {
  return composeEmail({
    subject: `A change of email address was requested for your ${BUSINESS.name} account`,
    greetingName: input.firstName,
    paragraphs: [
      `Someone signed in to your account asked to change its email address to ${input.newEmail}. The change only happens if the link we sent to that address is clicked.`,
    ],
    closing: [
      `If this was you, there is nothing more to do. If it was not, please change your password straight away and call us on ${BUSINESS.phone.display}.`,
    ],
  });
}
