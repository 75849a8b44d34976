// Turning two-factor off needs the password and a current code (or a recovery code).
import { DisableTwoFactorRequestSchema } from '../../../../../shared/schemas/two-factor';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDisableTwoFactor } from '../api/two-factor';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { fieldErrorsFromBody } from '../../../utils/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { PasswordField } from './password-field';

export function TwoFactorDisable() {
  const form = useSchemaForm(DisableTwoFactorRequestSchema, { password: '', code: '' });
  const disable = useDisableTwoFactor();

  const onSubmit = form.handleSubmit((data) =>
    disable.mutate(data, {
      onSuccess: ({ message }) => toast({ title: 'Two-factor authentication is off', description: message, variant: 'success' }),
      onError: (error) => {
        const errors = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
        form.setServerErrors(errors);
        if (Object.keys(errors).length === 0) toast({ title: 'Could not turn off two-factor', description: serverMessage(error), variant: 'destructive' });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Turn off two-factor authentication">
      <PasswordField label="Current password" {...form.text('password')} error={form.errorFor('password')} autoComplete="current-password" />
      <TextField
        label="Code from your app, or a recovery code"
        {...form.text('code')}
        error={form.errorFor('code')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
      />
      <SubmitButton variant="danger" pending={disable.isPending} pendingLabel="Turning off..." className="sm:w-auto sm:justify-self-start">
        Turn off two-factor
      </SubmitButton>
    </form>
  );
}
