// The Login tab (spec section 2): identifier, password, remember me, Forgot password, Sign in; then
// the two-factor step when the account has it on.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoginFormSchema, type TwoFactorChallenge } from '../../../../../shared/schemas/auth';
import type { User } from '../../../../../shared/schemas/user';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { storeSignedInUser, useLogIn } from '../api/log-in';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { browserStorage, readRememberedLogin, rememberLogin } from '../utils/remembered-login';
import { loginFailure, loginSuccessToast } from '../utils/sign-in-outcome';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { PasswordField } from './password-field';
import { TwoFactorStep } from './two-factor-step';

export interface LoginFormProps {
  onSwitchToRegister: () => void;
}

export function LoginForm({ onSwitchToRegister }: LoginFormProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [initial] = useState(() => {
    const remembered = readRememberedLogin(browserStorage());
    return { username: params.get('email') ?? remembered, password: '', rememberMe: remembered !== '' };
  });
  const form = useSchemaForm(LoginFormSchema, initial);
  const logIn = useLogIn();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  // From a correct answer until the redirect: the button keeps saying what is happening.
  const [finishing, setFinishing] = useState(false);

  const signedIn = async (user: User) => {
    setFinishing(true);
    rememberLogin(browserStorage(), form.values.username, form.values.rememberMe);
    toast(loginSuccessToast(user));
    // The /auth page's redirect sees the user in the cache and moves on (returnTo, /admin or /dashboard).
    await storeSignedInUser(client, user);
  };

  const onSubmit = form.handleSubmit(({ username, password }) =>
    logIn.mutate(
      { username, password },
      {
        onSuccess: (result) => {
          if ('twoFactorRequired' in result) setChallenge(result);
          else void signedIn(result);
        },
        onError: (error) => {
          const failure = loginFailure(error);
          if (failure.kind === 'verify-email') void navigate(failure.href);
          else toast(failure.toast);
        },
      },
    ),
  );

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        finishing={finishing}
        onSignedIn={(user) => void signedIn(user)}
        onRestart={() => {
          setChallenge(null);
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Sign in">
      <TextField
        label="Phone number, username, or email"
        {...form.text('username')}
        error={form.errorFor('username')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <PasswordField
        label="Password"
        {...form.text('password')}
        error={form.errorFor('password')}
        autoComplete="current-password"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField
          name="rememberMe"
          checked={form.values.rememberMe}
          onChange={(checked) => form.setValue('rememberMe', checked)}
          label="Remember me"
        />
        <Link to={paths.forgotPassword} className="text-sm font-medium text-primary hover:underline">
          Forgot password
        </Link>
      </div>
      <SubmitButton pending={logIn.isPending || finishing} pendingLabel="Signing in...">
        Sign in
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        New to us?{' '}
        <button type="button" onClick={onSwitchToRegister} className="font-medium text-primary hover:underline">
          Create an account
        </button>
      </p>
    </form>
  );
}
