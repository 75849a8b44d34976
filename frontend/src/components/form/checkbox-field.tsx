import { useId, type ReactNode } from 'react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import { errorClasses } from './field-classes';

export interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  label: ReactNode;
  error?: string;
}

export function CheckboxField({ name, checked, onChange, onBlur, label, error }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-border-strong bg-background accent-primary"
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-muted">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={`flex items-start gap-1.5 ${errorClasses}`}>
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
