// A labelled native select, as the trade-in forms use for the ID type, the grade and the product.
import { useId } from 'react';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';

export function SelectField<V extends string>({ label, name, value, options, onChange }: { label: string; name: string; value: V | ''; options: readonly { value: V; label: string }[]; onChange: (value: V) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value as V)} className={inputClasses(false)}>
        {value === '' ? <option value="">Choose...</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
