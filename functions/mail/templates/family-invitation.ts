import { BUSINESS } from '../../../shared/business';
import { FAMILY_INVITE_LIFETIME_DAYS } from '../../../shared/schemas/loyalty/family-group';
import { composeEmail, type EmailContent } from '../compose-email';

/** Sent when a group's owner (or staff) invites an address into a family group. */
export function familyInvitationMessage(input: { inviterName: string; groupName: string; link: string }): EmailContent {
  return composeEmail({
    subject: `${input.inviterName} invited you to a family group at ${BUSINESS.name}`,
    greetingName: 'there',
    paragraphs: [
      `${input.inviterName} invited you to join the family group "${input.groupName}" in the ${BUSINESS.name} loyalty programme.`,
      'Members of a family group reach higher tiers together: the points each member earns count towards everyone’s tier. Your points balance stays your own.',
    ],
    action: { label: 'Join the family group', url: input.link },
    closing: [
      `Sign in (or create an account) with this email address to join. The link works once, for ${FAMILY_INVITE_LIFETIME_DAYS} days.`,
      'If you do not know this person, ignore this email.',
    ],
  });
}
