// A new password and its confirmation: show/hide on both, the live requirements checklist and the
// match indicator. Registration, password reset and password change all use it.
import { useId, type ChangeEvent } from 'react';
import type { PasswordContext } from '../../../../../shared/schemas/password-policy';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { PasswordMatch } from './password-match';

interface BoundInput {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

export interface NewPasswordFieldsProps {
  password: BoundInput;
  confirmation: BoundInput;
  passwordError?: string;
  confirmationError?: string;
  passwordLabel?: string;
  context?: PasswordContext;
}

export function NewPasswordFields({ password, confirmation, passwordError, confirmationError, passwordLabel = 'New password', context }: NewPasswordFieldsProps) {
  const checklistId = useId();
  const matchId = useId();
  return (
    <>
      <PasswordField
        label={passwordLabel}
        {...password}
        error={passwordError}
        autoComplete="new-password"
        describedBy={checklistId}
        below={<PasswordChecklist id={checklistId} password={password.value} context={context} />}
      />
      <PasswordField
        label="Confirm password"
        {...confirmation}
        error={confirmationError}
        autoComplete="new-password"
        describedBy={matchId}
        below={
          <PasswordMatch
            id={matchId}
            password={password.value}
            confirmation={confirmation.value}
            mismatchShownElsewhere={confirmationError === "Passwords don't match"}
          />
        }
      />
    </>
  );
}
