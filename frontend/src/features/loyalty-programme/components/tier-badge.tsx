import type { TierName } from '../../../../../shared/loyalty';

export const TIER_COLOURS: Record<TierName, string> = { Bronze: 'text-tier-bronze', Silver: 'text-tier-silver', Gold: 'text-tier-gold', Platinum: 'text-tier-platinum' };

export function TierBadge({ tier }: { tier: TierName }) {
  return <span className={`font-bold ${TIER_COLOURS[tier]}`}>{tier}</span>;
}
