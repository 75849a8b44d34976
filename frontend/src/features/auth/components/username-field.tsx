// The optional username with its live availability (spec section 4): idle, checking, available in
// green, or unavailable in red with the server's message and suggestions to pick from.
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useId, type ChangeEvent } from 'react';
import { USERNAME_MAX_LENGTH } from '../../../../../shared/schemas/account-fields';
import { useUsernameAvailability } from '../hooks/use-username-availability';
import type { UsernameStatus } from '../utils/username-status';
import { inputClasses } from '../../../components/form/field-classes';
import { FieldShell } from '../../../components/form/field-shell';

export interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

function StatusLine({ id, status, onPick }: { id: string; status: UsernameStatus; onPick: (name: string) => void }) {
  return (
    <div id={id} aria-live="polite" className="text-sm empty:hidden">
      {status.state === 'checking' ? (
        <p className="flex items-center gap-1.5 text-muted">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          Checking availability...
        </p>
      ) : null}
      {status.state === 'available' ? (
        <p className="flex items-center gap-1.5 font-medium text-success">
          <CircleCheck className="h-4 w-4" aria-hidden="true" />
          {status.message}
        </p>
      ) : null}
      {status.state === 'unavailable' ? (
        <div className="grid gap-2">
          <p className="flex items-center gap-1.5 font-medium text-danger">
            <CircleX className="h-4 w-4 shrink-0" aria-hidden="true" />
            {status.message}
          </p>
          {status.suggestions.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-muted">Try:</span>
              {status.suggestions.map((name) => (
                <button
                  key={name}
                  type="button"
                  onClick={() => onPick(name)}
                  className="rounded-full border border-border-strong px-3 py-1 text-sm font-medium text-foreground transition-colors hover:border-primary hover:text-primary"
                >
                  <span className="sr-only">Use the username </span>
                  {name}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function UsernameField({ value, onChange, onBlur, error }: UsernameFieldProps) {
  const statusId = useId();
  const { status, checkNow } = useUsernameAvailability(value);
  const pick = (name: string) => {
    onChange(name);
    checkNow(name);
  };
  return (
    <FieldShell
      label="Username"
      optional
      error={error}
      hint="Letters, numbers and underscores. Leave it blank to sign in with your phone number."
      describedBy={statusId}
      below={<StatusLine id={statusId} status={status} onPick={pick} />}
    >
      {({ id, describedBy }) => (
        <input
          id={id}
          name="username"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-describedby={describedBy}
          aria-invalid={error !== undefined || status.state === 'unavailable'}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={USERNAME_MAX_LENGTH}
          className={inputClasses(error !== undefined || status.state === 'unavailable')}
        />
      )}
    </FieldShell>
  );
}
