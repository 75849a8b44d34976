// Turning two-factor on: scan the QR code (or type the key), confirm with a first code and the
// current password (two-factor changes how the account signs in).
import { EnableTwoFactorRequestSchema, type TwoFactorSetupResponse } from '../../../../../shared/schemas/two-factor';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useEnableTwoFactor } from '../api/two-factor';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { fieldErrorsFromBody } from '../../../utils/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { PasswordField } from './password-field';

/** The base32 key in groups of four, easier to type into an app. */
export function groupKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export interface TwoFactorEnableProps {
  setup: TwoFactorSetupResponse;
  onEnabled: (recoveryCodes: string[]) => void;
}

export function TwoFactorEnable({ setup, onEnabled }: TwoFactorEnableProps) {
  const form = useSchemaForm(EnableTwoFactorRequestSchema, { code: '', password: '' });
  const enable = useEnableTwoFactor();

  const onSubmit = form.handleSubmit((data) =>
    enable.mutate(data, {
      onSuccess: ({ message, recoveryCodes }) => {
        toast({ title: 'Two-factor authentication is on', description: message, variant: 'success' });
        onEnabled(recoveryCodes);
      },
      onError: (error) => {
        const errors = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
        const fieldFound = errors.code !== undefined || errors.password !== undefined;
        if (!fieldFound && error instanceof ApiError && error.status === 400) errors.code = serverMessage(error);
        form.setServerErrors(errors);
        if (errors.code === undefined && errors.password === undefined) toast({ title: 'Could not turn on two-factor', description: serverMessage(error), variant: 'destructive' });
      },
    }),
  );

  return (
    <div className="grid gap-6">
      <ol className="grid gap-6">
        <li className="grid gap-3">
          <h3 className="font-semibold">1. Scan this QR code with your authenticator app</h3>
          <p className="text-sm text-muted">Google Authenticator, Microsoft Authenticator, 1Password and similar apps all work.</p>
          <img
            src={setup.qrCodeDataUrl}
            alt="QR code to add your Device DRS account to an authenticator app"
            width={192}
            height={192}
            className="h-48 w-48 rounded-xl bg-white p-2"
          />
          <div>
            <p className="text-sm text-muted">Cannot scan it? Enter this key in the app instead:</p>
            <p className="mt-1 rounded-lg border border-border bg-background px-3 py-2 font-mono text-sm tracking-wider break-all select-all" aria-label="Key to type into your app">
              {groupKey(setup.secret)}
            </p>
          </div>
        </li>
        <li className="grid gap-3">
          <h3 className="font-semibold">2. Enter the 6-digit code the app shows, and your password</h3>
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Confirm two-factor authentication">
            <TextField
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              {...form.text('code')}
              error={form.errorFor('code')}
              maxLength={7}
              className="max-w-48 font-mono tracking-widest"
            />
            <PasswordField label="Current password" {...form.text('password')} error={form.errorFor('password')} autoComplete="current-password" className="max-w-sm" />
            <SubmitButton pending={enable.isPending} pendingLabel="Verifying..." className="sm:w-auto sm:justify-self-start">
              Turn on two-factor
            </SubmitButton>
          </form>
        </li>
      </ol>
    </div>
  );
}
