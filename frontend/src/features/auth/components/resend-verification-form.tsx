// Asks for a new verification link. The server answers the same whether or not the account exists,
// and 429 after 3 emails to one address in an hour: both answers are shown as they come.
import { EmailOnlyRequestSchema } from '../../../../../shared/schemas/auth';
import { useResendVerification } from '../api/email-links';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorStatus, serverMessage } from '../../../lib/server-message';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField } from '../../../components/form/email-field';

export function ResendVerificationForm({ initialEmail }: { initialEmail: string }) {
  const form = useSchemaForm(EmailOnlyRequestSchema, { email: initialEmail });
  const resend = useResendVerification();
  const onSubmit = form.handleSubmit((data) => resend.mutate(data));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Send a new verification link">
      <EmailField
        {...form.text('email')}
        error={form.errorFor('email')}
      />
      {resend.isSuccess ? (
        <Notice tone="success" role="status" title="Check your inbox">
          {resend.data.message}
        </Notice>
      ) : null}
      {resend.isError ? (
        <Notice tone="error" role="alert" title={errorStatus(resend.error) === 429 ? 'Too many emails' : 'Could not send the link'}>
          {serverMessage(resend.error)}
        </Notice>
      ) : null}
      <SubmitButton pending={resend.isPending} pendingLabel="Sending...">
        Send a new verification link
      </SubmitButton>
    </form>
  );
}
