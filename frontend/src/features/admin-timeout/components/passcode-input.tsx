// A 6-digit passcode field: digits only, at most 6, masked (the admin area sits on a shop counter).
import { useId } from 'react';
import { PASSCODE_LENGTH } from '../../../../../shared/admin-timeout';
import { cn } from '../../../utils/cn';
import { passcodeDigits } from '../utils/passcode-form';

export const fieldClasses = cn(
  'block h-11 w-full rounded-lg border border-border-strong bg-background px-3 text-base text-foreground sm:text-sm',
  'transition-colors focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none disabled:opacity-60',
);

export interface PasscodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  autoComplete: 'current-password' | 'new-password' | 'one-time-code';
  autoFocus?: boolean;
}

export function PasscodeInput({ label, value, onChange, hint, autoComplete, autoFocus }: PasscodeInputProps) {
  const hintId = useId();
  return (
    <label className="grid gap-1.5">
      <span className="text-sm font-medium">{label}</span>
      <input
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={PASSCODE_LENGTH}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        className={cn(fieldClasses, 'tracking-[0.4em]')}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(passcodeDigits(event.target.value))}
      />
      {hint ? (
        <span id={hintId} className="text-sm text-subtle" aria-live="polite">
          {hint}
        </span>
      ) : null}
    </label>
  );
}
