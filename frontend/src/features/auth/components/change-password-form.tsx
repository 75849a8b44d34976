// A new password (POST /api/user/password): the current one is required. The server signs out every
// other device and gives this browser a new session.
import { useState } from 'react';
import { ChangePasswordFormSchema } from '../../../../../shared/schemas/profile';
import type { User } from '../../../../../shared/schemas/user';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/profile';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { fieldErrorsFromBody } from '../../../utils/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { PASSWORD_REQUIREMENTS_NOT_MET_TITLE, unmetRequirements } from '../utils/unmet-requirements';
import { SubmitButton } from '../../../components/form/submit-button';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ user }: { user: User }) {
  // A new form after each change, so the fields and their messages start afresh.
  const [round, setRound] = useState(0);
  return <ChangePasswordRound key={round} user={user} onChanged={() => setRound((n) => n + 1)} />;
}

function ChangePasswordRound({ user, onChanged }: { user: User; onChanged: () => void }) {
  const form = useSchemaForm(ChangePasswordFormSchema, emptyForm);
  const change = useChangePassword();

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Password changed', description: message, variant: 'success' });
          onChanged();
        },
        onError: (error) => {
          const requirements = unmetRequirements(error);
          const errors = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
          if (requirements.length > 0) {
            errors.newPassword = requirements.join(', ');
            toast({ title: PASSWORD_REQUIREMENTS_NOT_MET_TITLE, description: requirements.join(', '), variant: 'destructive', duration: 8000 });
          } else if (Object.keys(errors).length === 0) {
            // 'Your new password must be different from your current one.' and the like.
            if (error instanceof ApiError && error.status === 400) errors.newPassword = serverMessage(error);
            else toast({ title: 'Could not change your password', description: serverMessage(error), variant: 'destructive' });
          }
          form.setServerErrors(errors);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Change your password">
      <PasswordField label="Current password" {...form.text('currentPassword')} error={form.errorFor('currentPassword')} autoComplete="current-password" />
      <NewPasswordFields
        password={form.text('newPassword')}
        confirmation={form.text('confirmPassword')}
        passwordError={form.errorFor('newPassword')}
        confirmationError={form.errorFor('confirmPassword')}
        context={{ email: user.email, phone: user.phone, username: user.username }}
      />
      <SubmitButton pending={change.isPending} pendingLabel="Changing password..." className="sm:w-auto sm:justify-self-start">
        Change password
      </SubmitButton>
    </form>
  );
}
