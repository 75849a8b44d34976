// The VAT treatment of a product, service or price-list row (decision 320), as one labelled select.
import { useId } from 'react';
import { VAT_TREATMENT_LABELS, VAT_TREATMENTS, type VatTreatment } from '../../../../shared/sales/vat-display';
import { errorClasses, labelClasses } from './field-classes';

export interface VatTreatmentFieldProps {
  value: VatTreatment;
  onChange: (value: VatTreatment) => void;
  error?: string;
  /** The treatments offered, when not all (a till's custom item: no margin scheme). */
  options?: readonly VatTreatment[];
}

export function VatTreatmentField({ value, onChange, error, options = VAT_TREATMENTS }: VatTreatmentFieldProps) {
  const errorId = useId();
  return (
    <label className={`grid gap-1.5 ${labelClasses}`}>
      VAT treatment
      <select
        name="vatTreatment"
        value={value}
        onChange={(e) => onChange(e.target.value as VatTreatment)}
        aria-describedby={error ? errorId : undefined}
        className="h-11 rounded-lg border border-border-strong bg-background px-3 font-normal"
      >
        {options.map((treatment) => (
          <option key={treatment} value={treatment}>
            {VAT_TREATMENT_LABELS[treatment]}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className={errorClasses}>
          {error}
        </span>
      ) : null}
    </label>
  );
}
