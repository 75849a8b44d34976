// A new email address (POST /api/user/email): the current password proves it is the account holder;
// the address changes only once the link sent to it is clicked.
import { ChangeEmailRequestSchema } from '../../../../../shared/schemas/profile';
import type { User } from '../../../../../shared/schemas/user';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useChangeEmail } from '../api/profile';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { fieldErrorsFromBody } from '../../../utils/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField } from '../../../components/form/email-field';
import { PasswordField } from './password-field';

export function ChangeEmailForm({ user }: { user: User }) {
  const form = useSchemaForm(ChangeEmailRequestSchema, { email: '', password: '' });
  const change = useChangeEmail();

  const onSubmit = form.handleSubmit((data) =>
    change.mutate(data, {
      onSuccess: ({ message }) => {
        toast({ title: 'Check your new inbox', description: message, variant: 'success' });
        form.setValue('password', '');
      },
      onError: (error) => {
        const errors = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
        // A conflict or a repeat of the current address belongs under the email field.
        if (Object.keys(errors).length === 0 && error instanceof ApiError && error.status !== 429) errors.email = serverMessage(error);
        form.setServerErrors(errors);
        if (Object.keys(errors).length === 0) toast({ title: 'Could not change your email', description: serverMessage(error), variant: 'destructive' });
      },
    }),
  );

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted">
        You sign in and get emails at <span className="font-semibold break-all text-foreground">{user.email}</span>.
      </p>
      {user.pendingEmail ? (
        <Notice tone="info" title="Waiting for confirmation">
          We sent a link to <span className="font-semibold break-all text-foreground">{user.pendingEmail}</span>. Your email changes once you open it.
        </Notice>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Change your email address">
        <EmailField
          label="New email address"
          {...form.text('email')}
          error={form.errorFor('email')}
        />
        <PasswordField label="Current password" {...form.text('password')} error={form.errorFor('password')} autoComplete="current-password" />
        <SubmitButton pending={change.isPending} pendingLabel="Sending link..." className="sm:w-auto sm:justify-self-start">
          Change email
        </SubmitButton>
      </form>
    </div>
  );
}
