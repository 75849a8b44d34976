// A labelled row of radio choices (yes / no, device type) as one fieldset, with its error message.
import CircleAlert from 'lucide-react/icons/circle-alert';
import { useId } from 'react';
import { cn } from '../../utils/cn';
import { errorClasses, labelClasses } from './field-classes';

export interface ChoiceFieldProps<V extends string> {
  legend: string;
  name: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
  optional?: boolean;
}

export function ChoiceField<V extends string>({ legend, name, value, options, onChange, error, optional }: ChoiceFieldProps<V>) {
  const errorId = useId();
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className={labelClasses}>
        {legend}
        {optional ? <span className="ml-1.5 text-xs font-normal text-subtle"> (optional)</span> : null}
      </legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40',
              value === option.value ? 'border-primary bg-primary/10 text-primary' : 'border-border-strong text-foreground',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={`flex items-start gap-1.5 ${errorClasses}`}>
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
