// A labelled native select (the trade-in forms' ID type, grade and product; the sell-your-device page's model and storage).
import { useId } from 'react';
import { inputClasses, labelClasses } from './field-classes';

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
