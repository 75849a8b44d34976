// A reward's terms: name, points cost, value in pounds, what it applies to, active. Used to add one
// and to edit one; the value is typed in pounds and sent in pence.
import { useState, type FormEvent } from 'react';
import { REWARD_APPLIES_TO, REWARD_APPLIES_TO_LABEL, RewardInputSchema, type Reward, type RewardAppliesTo, type RewardInput } from '../../../../../shared/schemas/loyalty/reward';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ChoiceField } from '../../../components/form/choice-field';
import { FormSubmit } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';

const poundsText = (pence: number) => (pence / 100).toFixed(2);

export function RewardForm({ reward, idPrefix, submitLabel, pending, failure, onSubmit, onCancel }: {
  reward?: Reward;
  idPrefix: string;
  submitLabel: string;
  pending: boolean;
  failure: string | null;
  onSubmit: (input: RewardInput) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(reward?.name ?? '');
  const [points, setPoints] = useState(reward ? String(reward.pointsCost) : '');
  const [pounds, setPounds] = useState(reward ? poundsText(reward.valuePence) : '');
  const [appliesTo, setAppliesTo] = useState<RewardAppliesTo | ''>(reward?.appliesTo ?? 'repair');
  const [active, setActive] = useState(reward?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pence = /^\d+(\.\d{1,2})?$/.test(pounds.trim()) ? Math.round(Number(pounds.trim()) * 100) : Number.NaN;
    const parsed = RewardInputSchema.safeParse({ name, pointsCost: points.trim() === '' ? Number.NaN : Number(points), valuePence: pence, appliesTo, active });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      if (next.valuePence && Number.isNaN(pence)) next.valuePence = 'Enter the value in pounds, e.g. 5.00';
      return setErrors(next);
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3">
      <div className="sm:col-span-3">
        <TextField label="Reward name" name={`${idPrefix}-name`} maxLength={80} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      </div>
      <TextField label="Points cost" name={`${idPrefix}-points`} inputMode="numeric" value={points} onChange={(e) => setPoints(e.target.value)} error={errors.pointsCost} />
      <TextField label="Value (£)" name={`${idPrefix}-value`} inputMode="decimal" value={pounds} onChange={(e) => setPounds(e.target.value)} error={errors.valuePence} />
      <div className="sm:col-span-3">
        <ChoiceField
          legend="Applies to"
          name={`${idPrefix}-applies`}
          value={appliesTo}
          options={REWARD_APPLIES_TO.map((value) => ({ value, label: REWARD_APPLIES_TO_LABEL[value] }))}
          onChange={setAppliesTo}
          error={errors.appliesTo}
        />
      </div>
      <div className="sm:col-span-3">
        <CheckboxField name={`${idPrefix}-active`} checked={active} onChange={setActive} label="Active: members can redeem it" />
      </div>
      <FormSubmit
        pending={pending}
        failure={failure}
        className="sm:col-span-3"
        beside={
          onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null
        }
      >
        {submitLabel}
      </FormSubmit>
    </form>
  );
}
