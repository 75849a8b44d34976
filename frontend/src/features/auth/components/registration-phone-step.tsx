// Under "Check your email" after registering: prove the mobile number now with a texted code, so it
// can sign in and get texts (decision 052). Optional: the profile offers the same later. Loaded
// only after registering, so the register tab's first load does not carry it.
import { useState } from 'react';
import { Notice } from '../../../components/form/notice';
import { PhoneCodeSteps } from './phone-code-steps';
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
  const [verified, setVerified] = useState<string | null>(null);

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
      <PhoneCodeSteps
        intro={
          <p className="text-sm text-muted">
            Prove {phone} is yours with a 6-digit code we text to it. Then you can sign in with it and get repair updates by text. You can
            also do this later from your profile.
          </p>
        }
        fieldName="registrationPhoneCode"
        send={send}
        confirm={confirm}
        onConfirmed={(answer) => setVerified(answer.message)}
        onStart={onStart}
      />
    </section>
  );
}
