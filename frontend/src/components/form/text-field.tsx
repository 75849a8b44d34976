import type { InputHTMLAttributes, ReactNode } from 'react';
import { inputClasses } from './field-classes';
import { FieldShell } from './field-shell';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  labelAside?: ReactNode;
}

export function TextField({ label, error, hint, optional, labelAside, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional} labelAside={labelAside}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error !== undefined}
          required={!optional}
          className={inputClasses(error !== undefined, className)}
          {...input}
        />
      )}
    </FieldShell>
  );
}
