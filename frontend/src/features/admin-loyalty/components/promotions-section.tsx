// Promotions at /admin/loyalty: double (or more) points between two dates, or a fixed bonus on repairs
// of one device type; staff add and remove them (points already given stay).
import { useState, type FormEvent } from 'react';
import { DEVICE_TYPES, type DeviceType } from '../../../../../shared/schemas/repairs/device';
import { CreatePromotionRequestSchema, type Promotion } from '../../../../../shared/schemas/loyalty/promotions';
import { ChoiceField } from '../../../components/form/choice-field';
import { FormSubmit, useFormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryContent } from '../../../components/ui/query-content';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useCreatePromotion, useDeletePromotion, usePromotions } from '../api/promotions';

type Kind = Promotion['kind'];
const KIND_OPTIONS: { value: Kind; label: string }[] = [
  { value: 'multiplier', label: 'Multiplied points' },
  { value: 'repair-bonus', label: 'Bonus on a repair type' },
];

const londonDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function describe(promotion: Promotion): string {
  return promotion.kind === 'multiplier' ? `${promotion.multiplier}x points on repairs` : `${promotion.bonusPoints} bonus points on ${promotion.deviceType} repairs`;
}

export function PromotionsSection() {
  const promotions = usePromotions();
  const remove = useDeletePromotion();
  return (
    <section aria-labelledby="promotions-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <h2 id="promotions-heading" className="text-xl font-semibold">
        Promotions
      </h2>
      <PromotionForm />
      <QueryContent
        query={promotions}
        loadingLabel="Loading the promotions"
        failedTitle="The promotions could not be loaded"
        isEmpty={(data) => data.promotions.length === 0}
        empty={<p className="text-sm text-muted">No promotions yet.</p>}
      >
        {(data) => (
          <ul className="grid gap-2">
            {data.promotions.map((promotion) => (
              <li key={promotion.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-raised px-3 py-2 text-sm">
                <span>
                  <strong>{promotion.name}</strong>: {describe(promotion)}, {londonDay(promotion.startsOn)} to {londonDay(promotion.endsOn)}
                </span>
                <ConfirmDialog
                  trigger={`Remove ${promotion.name}`}
                  title={`Remove ${promotion.name}?`}
                  description="It stops applying from now on. Points it already gave stay with the members."
                  confirmLabel="Remove"
                  pending={remove.isPending}
                  onConfirm={() =>
                    remove.mutate(promotion.id, {
                      onSuccess: () => toast({ title: `${promotion.name} removed`, variant: 'success' }),
                      onError: (e) => toast({ title: serverMessage(e), variant: 'destructive' }),
                    })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    </section>
  );
}

function PromotionForm() {
  const create = useCreatePromotion();
  const [kind, setKind] = useState<Kind | ''>('multiplier');
  const [name, setName] = useState('');
  const [multiplier, setMultiplier] = useState('2');
  const [deviceType, setDeviceType] = useState<DeviceType | ''>('phone');
  const [bonusPoints, setBonusPoints] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const failure = useFormFailure();
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const input =
      kind === 'repair-bonus'
        ? { kind, name, deviceType, bonusPoints: number(bonusPoints), startsOn, endsOn }
        : { kind: 'multiplier' as const, name, multiplier: number(multiplier), startsOn, endsOn };
    const parsed = CreatePromotionRequestSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: `${parsed.data.name} added`, variant: 'success' });
        setName('');
        setBonusPoints('');
      },
      onError: failure.onError,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <ChoiceField legend="Kind of promotion" name="promotionKind" value={kind} options={KIND_OPTIONS} onChange={setKind} />
      </div>
      <div className="sm:col-span-2">
        <TextField label="Promotion name" name="promotionName" maxLength={80} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      </div>
      {kind === 'repair-bonus' ? (
        <>
          <ChoiceField legend="Repair type" name="promotionDevice" value={deviceType} options={DEVICE_TYPES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))} onChange={setDeviceType} error={errors.deviceType} />
          <TextField label="Bonus points" name="promotionBonus" inputMode="numeric" value={bonusPoints} onChange={(e) => setBonusPoints(e.target.value)} error={errors.bonusPoints} />
        </>
      ) : (
        <TextField label="Multiplier" name="promotionMultiplier" inputMode="numeric" value={multiplier} onChange={(e) => setMultiplier(e.target.value)} error={errors.multiplier} hint="2 for double points" />
      )}
      <TextField label="First day" name="promotionStarts" type="date" value={startsOn} onChange={(e) => setStartsOn(e.target.value)} error={errors.startsOn} />
      <TextField label="Last day" name="promotionEnds" type="date" value={endsOn} onChange={(e) => setEndsOn(e.target.value)} error={errors.endsOn} />
      <FormSubmit pending={create.isPending} failure={failure.message} className="sm:col-span-2">
        Add promotion
      </FormSubmit>
    </form>
  );
}
