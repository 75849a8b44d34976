// The second sign-in step for accounts with two-factor on: an authenticator code or a recovery code.
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { TwoFactorChallenge } from '../../../../../shared/schemas/auth';
import { TwoFactorLoginRequestSchema } from '../../../../../shared/schemas/auth';
import type { User } from '../../../../../shared/schemas/user';
import { toast } from '../../../lib/toast';
import { useLogInSecondFactor } from '../api/log-in';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { challengeIsOver, LOGIN_FAILED_TITLE } from '../utils/sign-in-outcome';
import { errorStatus, serverMessage } from '../../../lib/server-message';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';

export interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  onSignedIn: (user: User) => void;
  /** Back to the password step: the visitor asked, or the challenge is over. */
  onRestart: () => void;
  finishing: boolean;
}

export function TwoFactorStep({ challenge, onSignedIn, onRestart, finishing }: TwoFactorStepProps) {
  const form = useSchemaForm(TwoFactorLoginRequestSchema, { challenge: challenge.challenge, code: '' });
  const verify = useLogInSecondFactor();

  const onSubmit = form.handleSubmit((data) =>
    verify.mutate(data, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (challengeIsOver(error)) {
          toast({ title: LOGIN_FAILED_TITLE, description: serverMessage(error), variant: 'destructive' });
          onRestart();
        } else if (errorStatus(error) === 401) {
          form.setServerErrors({ code: serverMessage(error) });
        } else {
          toast({ title: LOGIN_FAILED_TITLE, description: serverMessage(error), variant: 'destructive' });
        }
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-labelledby="two-factor-title">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
          <ShieldCheck className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="two-factor-title" className="text-lg font-semibold">
            Two-step verification
          </h2>
          <p className="mt-1 text-sm text-muted">{challenge.message}</p>
        </div>
      </div>
      <TextField
        label="Verification code"
        {...form.text('code')}
        error={form.errorFor('code')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        autoFocus
        hint="Lost your phone? Enter one of your recovery codes instead (xxxxx-xxxxx)."
      />
      <SubmitButton pending={verify.isPending || finishing} pendingLabel="Verifying...">
        Verify and sign in
      </SubmitButton>
      <button type="button" onClick={onRestart} className="justify-self-center text-sm font-medium text-primary hover:underline">
        Back to sign in
      </button>
    </form>
  );
}
