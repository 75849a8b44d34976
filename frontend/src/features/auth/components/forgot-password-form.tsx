// /forgot-password: one answer whether or not an account has that address, so the page cannot be
// used to find out who has an account.
import { Link } from 'react-router';
import { EmailOnlyRequestSchema } from '../../../../../shared/schemas/auth';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../api/email-links';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorStatus, serverMessage } from '../../../lib/server-message';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField } from '../../../components/form/email-field';
import { WithQueryClient } from '../../../components/with-query-client';

function ForgotPassword() {
  const form = useSchemaForm(EmailOnlyRequestSchema, { email: '' });
  const request = useForgotPassword();
  const onSubmit = form.handleSubmit((data) => request.mutate(data));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Reset your password">
      <EmailField
        {...form.text('email')}
        error={form.errorFor('email')}
        placeholder="you@example.com"
      />
      {request.isSuccess ? (
        <Notice tone="success" role="status" title="Check your inbox">
          {request.data.message} The link works for 1 hour.
        </Notice>
      ) : null}
      {request.isError ? (
        <Notice tone="error" role="alert" title={errorStatus(request.error) === 429 ? 'Too many emails' : 'Could not send the link'}>
          {serverMessage(request.error)}
        </Notice>
      ) : null}
      <SubmitButton pending={request.isPending} pendingLabel="Sending...">
        Send reset link
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to={paths.auth} className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}

export default function ForgotPasswordForm() {
  return (
    <WithQueryClient>
      <ForgotPassword />
    </WithQueryClient>
  );
}
