// The two steps of proving a mobile number, shared by the profile and the step after registering:
// "Text me a code", then the 6-digit code from the text. The caller's mutations do the asking; this
// keeps the code field's check, the notices and the order of the steps in one place.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { PHONE_CODE_MESSAGE } from '../../../../../shared/schemas/messaging';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';

export interface PhoneCodeStepsProps<Confirmed> {
  intro: ReactNode;
  /** The code field's name: each form on a page has its own. */
  fieldName: string;
  send: UseMutationResult<{ message: string }, Error, void>;
  confirm: UseMutationResult<Confirmed, Error, string>;
  onConfirmed: (answer: Confirmed) => void;
  /** Called when the customer asks for a code. */
  onStart?: () => void;
}

export function PhoneCodeSteps<Confirmed>({ intro, fieldName, send, confirm, onConfirmed, onStart }: PhoneCodeStepsProps<Confirmed>) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSend = () => {
    onStart?.();
    setFailure(null);
    send.mutate(undefined, { onSuccess: (answer) => setSent(answer.message), onError: (error) => setFailure(serverMessage(error)) });
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!/^\d{6}$/.test(code.trim())) return setCodeError(PHONE_CODE_MESSAGE);
    setCodeError(undefined);
    confirm.mutate(code.trim(), { onSuccess: onConfirmed, onError: (error) => setFailure(serverMessage(error)) });
  };

  return (
    <>
      {intro}
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
              name={fieldName}
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
    </>
  );
}
