import { BUSINESS } from '../../../shared/business';
import { STAFF_INVITE_LIFETIME_DAYS } from '../../../shared/schemas/staff';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent when the owner invites someone to the shop's staff (decision 256). */
export function staffInvitationMessage(input: { firstName: string; roleName: string; link: string }): EmailContent {
  return composeEmail({
    subject: `You are invited to join the staff of ${BUSINESS.name}`,
    greetingName: input.firstName,
    paragraphs: [`You are invited to join the staff of ${BUSINESS.name} as ${input.roleName}. Choose your username and password with the link below to create your staff account.`],
    action: { label: 'Create my staff account', url: input.link },
    closing: [
      `The link works once, for ${STAFF_INVITE_LIFETIME_DAYS} days.`,
      'If you were not expecting this, you can ignore this email.',
    ],
  });
}
