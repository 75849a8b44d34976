import { BUSINESS } from '../../../shared/business';
import type { Tier } from '../../../shared/loyalty';
import type { TierProgress } from '../../../shared/schemas/loyalty/ledger';
import { composeEmail, type EmailContent } from '../compose-email';

function benefits(tier: Tier): string[] {
  const list: string[] = [];
  if (tier.repairDiscountPercent > 0) list.push(`${tier.repairDiscountPercent}% off repairs`);
  if (tier.extraWarrantyMonths > 0) list.push(`${tier.extraWarrantyMonths} extra months of warranty on repairs you collect`);
  if (tier.priorityBooking) list.push('priority booking');
  return list;
}

/** A member moved up a tier: what it is and what it brings. */
export function tierChangedMessage(firstName: string, tier: Tier, progress: TierProgress, url: string): EmailContent {
  const perks = benefits(tier);
  return composeEmail({
    subject: `You are now ${tier.name} at ${BUSINESS.name}`,
    greetingName: firstName,
    paragraphs: [
      `Congratulations: with ${progress.qualifyingPoints} points earned in the last 12 months you have reached ${tier.name}.`,
      ...(perks.length > 0 ? [`As a ${tier.name} member you get ${perks.join(', ')}.`] : []),
      ...(progress.nextTier ? [`${progress.nextTier.pointsNeeded} more points take you to ${progress.nextTier.name}.`] : []),
    ],
    action: { label: 'See your points', url },
  });
}
