// /reset-password/{token}: checks the link first, then takes the new password. Success signs out
// every session (server side) and goes to /auth with a toast.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ResetPasswordFormSchema } from '../../../../../shared/schemas/auth';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { resetTokenQueryOptions, useResetPassword } from '../api/email-links';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { serverMessage } from '../../../lib/server-message';
import { PASSWORD_REQUIREMENTS_NOT_MET_TITLE, unmetRequirements } from '../utils/unmet-requirements';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { CheckedLink } from './checked-link';
import { NewPasswordFields } from './new-password-fields';
import { WithQueryClient } from '../../../components/with-query-client';

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="grid gap-5">
      <Notice tone="error" role="alert" title="This link cannot be used">
        {message}
      </Notice>
      <Link to={paths.forgotPassword} className={buttonClasses('primary', 'lg', 'w-full')}>
        Send me a new link
      </Link>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useSchemaForm(ResetPasswordFormSchema, { password: '', confirmPassword: '' });
  const reset = useResetPassword();

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Password reset', description: message, variant: 'success' });
          void navigate(`${paths.auth}?tab=login`, { replace: true });
        },
        onError: (error) => {
          const requirements = unmetRequirements(error);
          if (requirements.length > 0) form.setServerErrors({ password: requirements.join(', ') });
        },
      },
    ),
  );

  const requirements = reset.isError ? unmetRequirements(reset.error) : [];
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Choose a new password">
      <NewPasswordFields
        password={form.text('password')}
        confirmation={form.text('confirmPassword')}
        passwordError={form.errorFor('password')}
        confirmationError={form.errorFor('confirmPassword')}
      />
      {reset.isError ? (
        <Notice tone="error" role="alert" title={requirements.length > 0 ? PASSWORD_REQUIREMENTS_NOT_MET_TITLE : 'Could not reset your password'}>
          {requirements.length > 0 ? requirements.join(', ') : serverMessage(reset.error)}
        </Notice>
      ) : null}
      <SubmitButton pending={reset.isPending} pendingLabel="Resetting password...">
        Reset password
      </SubmitButton>
    </form>
  );
}

function ResetPassword({ token }: { token: string }) {
  return (
    <CheckedLink status={useQuery(resetTokenQueryOptions(token))} invalid={(message) => <InvalidLink message={message} />}>
      {() => <NewPasswordForm token={token} />}
    </CheckedLink>
  );
}

export default function ResetPasswordForm({ token }: { token: string }) {
  return (
    <WithQueryClient>
      <ResetPassword token={token} />
    </WithQueryClient>
  );
}
