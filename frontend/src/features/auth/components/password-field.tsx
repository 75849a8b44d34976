// A password input with a show/hide button. The button is a toggle (aria-pressed) inside the field.
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClasses } from '../../../components/form/field-classes';
import { FieldShell } from '../../../components/form/field-shell';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  labelAside?: ReactNode;
  /** Ids of content that also describes the field (the requirements checklist). */
  describedBy?: string;
  /** Shown under the input (the checklist, the match indicator). */
  below?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ label, error, hint, labelAside, describedBy, below, className, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error} hint={hint} labelAside={labelAside} describedBy={describedBy} below={below}>
      {({ id, describedBy: ids }) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            aria-describedby={ids}
            aria-invalid={error !== undefined}
            required
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={inputClasses(error !== undefined, `pr-12 ${className ?? ''}`)}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-controls={id}
            aria-label={visible ? 'Hide password' : 'Show password'}
            title={visible ? 'Hide password' : 'Show password'}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-foreground"
          >
            {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
