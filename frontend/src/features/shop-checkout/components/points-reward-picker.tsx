// "Pay with points" at checkout: the member's balance and the rewards that apply to shop orders.
// Rewards they cannot afford are shown but not offered; the server prices and checks the choice.
import { formatPence } from '../../../../../shared/money';
import { onlineRewardDiscount } from '../../../../../shared/loyalty/reward-discount';
import type { Reward } from '../../../../../shared/schemas/loyalty/reward';
import { useActiveRewards, useMyPointsBalance } from '../api/checkout-rewards';

/** The discount the chosen reward gives on an order of this amount (the server works it out the same way). */
export function discountOf(reward: Reward | undefined, orderPence: number): number {
  return reward ? onlineRewardDiscount(reward.valuePence, orderPence) : 0;
}

/**
 * The rewards that apply to shop orders, and whether "Pay with points" knows what it shows: the
 * rewards and, when some apply to a cart that holds something, the member's balance have answered
 * (or failed). The checkout draws the cart only then, so the picker cannot appear after it and push
 * the summary down (decision 223).
 */
export function usePointsRewards(cartHasLines: boolean): { rewards: Reward[]; settled: boolean } {
  const active = useActiveRewards();
  const rewards = (active.data?.rewards ?? []).filter((reward) => reward.appliesTo !== 'repair');
  const balance = useMyPointsBalance(cartHasLines && rewards.length > 0);
  return { rewards, settled: !cartHasLines || (!active.isPending && (rewards.length === 0 || !balance.isPending)) };
}

export function PointsRewardPicker({ rewards, chosen, orderPence, onChoose }: { rewards: Reward[]; chosen: string | null; orderPence: number; onChoose: (rewardId: string | null) => void }) {
  const balance = useMyPointsBalance();
  if (!rewards.length || balance.data === undefined) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-lg font-semibold">Pay with points</legend>
      <p className="text-sm text-muted" data-testid="points-balance">
        You have {balance.data} points.
      </p>
      <label className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4">
        <input type="radio" name="reward" value="" checked={chosen === null} onChange={() => onChoose(null)} className="h-5 w-5" />
        <span>No reward this time</span>
      </label>
      {rewards.map((reward) => {
        const affordable = balance.data >= reward.pointsCost;
        return (
          <label key={reward.id} className="flex items-center gap-3 rounded-xl border border-border bg-surface p-4">
            <input type="radio" name="reward" value={reward.id} checked={chosen === reward.id} disabled={!affordable} onChange={() => onChoose(reward.id)} className="h-5 w-5" />
            <span>
              <strong>{reward.name}</strong> for {reward.pointsCost} points: {formatPence(discountOf(reward, orderPence))} off
              {affordable ? null : <span className="text-muted"> (you need {reward.pointsCost - balance.data} more points)</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
