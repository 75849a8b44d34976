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

export function usePointsRewards() {
  const rewards = useActiveRewards();
  return (rewards.data?.rewards ?? []).filter((reward) => reward.appliesTo !== 'repair');
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
