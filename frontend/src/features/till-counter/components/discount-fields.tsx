// A discount by percent or by amount, with its reason (required): used per line and for the basket.
// A form of its own, so Enter in the amount or the reason applies it; Esc cancels where it can be
// cancelled (a line's, which opens on request and takes focus).
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Discount } from '../../../../../shared/sales/sale-totals';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Button } from '../../../components/ui/button';
import { parsePounds } from '../../../utils/intake-form';

export interface DiscountFieldsProps {
  label: string;
  value?: Discount;
  onChange: (discount: Discount | undefined) => void;
  /** Opened on request: focus starts here and Esc closes it. */
  onCancel?: () => void;
}

export function DiscountFields({ label, value, onChange, onCancel }: DiscountFieldsProps) {
  const id = useId();
  const [type, setType] = useState<'percent' | 'amount'>(value?.type ?? 'percent');
  const [amount, setAmount] = useState(value ? (value.type === 'percent' ? String(value.value) : (value.value / 100).toFixed(2)) : '');
  const [reason, setReason] = useState(value?.reason ?? '');
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    let numeric: number;
    if (type === 'percent') {
      if (!/^\d{1,3}$/.test(amount.trim()) || Number(amount) < 1 || Number(amount) > 100) return setError('Enter a whole percent from 1 to 100');
      numeric = Number(amount);
    } else {
      const parsed = parsePounds(amount, 'Discount');
      if ('error' in parsed) return setError(parsed.error);
      if (!parsed.pence) return setError('Enter the discount in pounds');
      numeric = parsed.pence;
    }
    if (!reason.trim()) return setError('Discount reason is required');
    setError(null);
    onChange({ type, value: numeric, reason: reason.trim() });
  };

  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onCancel) return;
    event.preventDefault();
    onCancel();
  };

  return (
    <form onSubmit={apply} onKeyDown={escape} noValidate>
      <fieldset className="grid gap-2 rounded-lg border border-border p-3">
        <legend className="px-1 text-sm font-medium">{label}</legend>
        <div className="grid grid-cols-[auto_1fr] gap-2 sm:grid-cols-[auto_8rem_1fr]">
          <div>
            <label htmlFor={`${id}-type`} className="sr-only">Discount type</label>
            <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as 'percent' | 'amount')} className={inputClasses(false, 'w-auto')}>
              <option value="percent">%</option>
              <option value="amount">£</option>
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-value`} className="sr-only">{type === 'percent' ? 'Percent off' : 'Pounds off'}</label>
            <input id={`${id}-value`} autoFocus={onCancel !== undefined} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder={type === 'percent' ? '10' : '5.00'} className={inputClasses(Boolean(error))} />
          </div>
          <div className="col-span-2 sm:col-span-1">
            <label htmlFor={`${id}-reason`} className="sr-only">Discount reason</label>
            <input id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Reason" className={inputClasses(Boolean(error))} />
          </div>
        </div>
        {error ? <p className="text-sm font-medium text-danger" role="alert">{error}</p> : null}
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">Apply discount</Button>
          {value ? (
            <Button variant="ghost" onClick={() => onChange(undefined)}>Remove discount</Button>
          ) : null}
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>Cancel</Button>
          ) : null}
        </div>
        <p className={labelClasses + ' sr-only'} aria-live="polite">{value ? `Discount applied: ${value.type === 'percent' ? `${value.value}%` : `£${(value.value / 100).toFixed(2)}`}` : ''}</p>
      </fieldset>
    </form>
  );
}
