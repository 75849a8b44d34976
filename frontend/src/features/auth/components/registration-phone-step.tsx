// Under "Check your email" after registering: prove the mobile number now with a texted code, so it
// can sign in and get texts (decision 052). Optional: the profile offers the same later. Loaded
// only after registering, so the register tab's first load does not carry it.
import { useState, type FormEvent } from 'react';
import { PHONE_CODE_MESSAGE } from '../../../../../shared/schemas/messaging';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { useConfirmRegistrationPhoneCode, useSendRegistrationPhoneCode } from '../api/registration-phone';

export interface RegistrationPhoneStepProps {
  phone: string;
  ticket: string;
  /** Called when the customer starts the step, so the page stops counting down to the login. */
  onStart: () => void;
}

export default function RegistrationPhoneStep({ phone, ticket, onStart }: RegistrationPhoneStepProps) {
  const send = useSendRegistrationPhoneCode(ticket);
  const confirm = useConfirmRegistrationPhoneCode(ticket);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSend = () => {
    onStart();
    setFailure(null);
    send.mutate(undefined, { onSuccess: (answer) => setSent(answer.message), onError: (error) => setFailure(serverMessage(error)) });
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!/^\d{6}$/.test(code.trim())) return setCodeError(PHONE_CODE_MESSAGE);
    setCodeError(undefined);
    confirm.mutate(code.trim(), { onSuccess: (answer) => setVerified(answer.message), onError: (error) => setFailure(serverMessage(error)) });
  };

  if (verified) {
    return (
      <Notice tone="success" role="status">
        {verified}
      </Notice>
    );
  }
  return (
    <section aria-labelledby="registration-phone-heading" className="grid w-full gap-3 rounded-xl border border-border p-4 text-left">
      <h3 id="registration-phone-heading" className="font-semibold">
        Verify your mobile number (optional)
      </h3>
      <p className="text-sm text-muted">
        Prove {phone} is yours with a 6-digit code we text to it. Then you can sign in with it and get repair updates by text. You can also
        do this later from your profile.
      </p>
      <div>
        <Button variant="outline" disabled={send.isPending} onClick={onSend}>
          {sent ? 'Send a new code' : 'Text me a code'}
        </Button>
      </div>
      {sent ? (
        <>
          <Notice tone="info" role="status">
            {sent}
          </Notice>
          <form onSubmit={onConfirm} noValidate aria-label="Verify your mobile number" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <TextField
              label="Code from the text"
              name="registrationPhoneCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={codeError}
            />
            <Button type="submit" disabled={confirm.isPending}>
              Verify
            </Button>
          </form>
        </>
      ) : null}
      {failure ? (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
    </section>
  );
}
