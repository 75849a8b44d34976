import { BUSINESS } from '../../../shared/business';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent once when a job is Collected: the customer's own link to review the repair. */
export function reviewInvitationMessage(input: { firstName: string; device: string; link: string }): EmailContent {
  return composeEmail({
    subject: `How did we do with your ${input.device}?`,
    greetingName: input.firstName,
    paragraphs: [
      `Thank you for choosing ${BUSINESS.name} for your ${input.device}.`,
      'Would you tell other customers how it went? It takes a minute: choose 1 to 5 stars and write a line or two. Your review shows with your first name and initial only.',
    ],
    action: { label: 'Review my repair', url: input.link },
    closing: ['This link is yours alone and works once, for this repair.'],
  });
}
