import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { inputClasses } from './field-classes';
import { FieldShell } from './field-shell';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
}

/** A labelled multi-line text box, wired like TextField. */
export function TextAreaField({ label, error, hint, optional, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={rows}
          aria-describedby={describedBy}
          aria-invalid={error !== undefined}
          required={!optional}
          className={inputClasses(error !== undefined, className, true)}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
