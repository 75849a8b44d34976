// The sale's customer as a loyalty member (decisions 160, 161): their tier and its repair discount
// (the server takes it off repair lines itself) and their points, with the rewards those cover to
// redeem on this sale. One reward per sale.
import { useId } from 'react';
import { formatPence } from '../../../../../shared/money';
import type { TillMember } from '../../../../../shared/schemas/loyalty/till-member';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';

type Member = NonNullable<TillMember['member']>;

const appliesToLabel = { repair: 'off a repair', product: 'off products', any: 'off anything' } as const;

export function MemberPanel({ member, rewardId, onReward }: { member: Member; rewardId: string | null; onReward: (rewardId: string | null) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2 rounded-lg border border-border p-3 text-sm" data-testid="till-member">
      <p>
        <span className="font-semibold">{member.tier} member</span>
        {member.repairDiscountPercent > 0 ? `: ${member.repairDiscountPercent}% off repairs, applied to repair lines` : ''}
      </p>
      <p className="text-muted">{member.balance.toLocaleString('en-GB')} points</p>
      {member.rewards.length ? (
        <div className="grid gap-1.5">
          <label htmlFor={id} className={labelClasses}>Redeem a reward</label>
          <select id={id} value={rewardId ?? ''} onChange={(e) => onReward(e.target.value || null)} className={inputClasses(false)}>
            <option value="">No reward</option>
            {member.rewards.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}: {r.pointsCost.toLocaleString('en-GB')} points for {formatPence(r.valuePence)} {appliesToLabel[r.appliesTo]}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-subtle">No reward covered by these points yet.</p>
      )}
    </div>
  );
}
