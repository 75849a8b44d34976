// Type-ahead model picker: a labelled input with a datalist of the service's models; choosing one
// shows its price. Filtering is in the browser, so typing never sends a request. Disabled until the
// app has hydrated the server-rendered page: typing before then would show no price.
import { useId } from 'react';
import { useHydrated } from '../../../components/after-hydration';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';

export function ModelPicker({ models, value, onChange }: { models: readonly string[]; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={labelClasses}>
        Your model
      </label>
      <input
        id={id}
        list={`${id}-models`}
        value={value}
        disabled={!hydrated}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Start typing, e.g. iPhone 13"
        autoComplete="off"
        className={inputClasses(false)}
      />
      <datalist id={`${id}-models`}>
        {models.map((model) => (
          <option key={model} value={model} />
        ))}
      </datalist>
    </div>
  );
}
