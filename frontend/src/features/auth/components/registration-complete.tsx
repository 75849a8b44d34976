// What the Register tab shows after a successful registration, while the 5 s to the login tab run,
// with the optional phone step (decision 052), which stops the countdown once started.
import MailCheck from 'lucide-react/icons/mail-check';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { REGISTRATION_REDIRECT_DELAY_MS } from '../utils/registration-outcome';

const RegistrationPhoneStep = lazy(() => import('./registration-phone-step'));

export interface RegistrationCompleteProps {
  email: string;
  /** The phone step's number and ticket, when registration answered them. */
  phoneStep?: { phone: string; ticket: string };
  /** Set once the customer starts the phone step: the countdown to the login stops. */
  countdownStopped: boolean;
  onStopCountdown: () => void;
  onContinue: () => void;
}

export function RegistrationComplete({ email, phoneStep, countdownStopped, onStopCountdown, onContinue }: RegistrationCompleteProps) {
  const [seconds, setSeconds] = useState(REGISTRATION_REDIRECT_DELAY_MS / 1000);
  useEffect(() => {
    if (seconds <= 1 || countdownStopped) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, countdownStopped]);

  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <div role="status" className="grid justify-items-center gap-4">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-success/15 text-success">
          <MailCheck className="h-7 w-7" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-semibold">Check your email</h2>
        <p className="text-muted">
          Your account is created. We have sent a verification link to <span className="font-semibold break-all text-foreground">{email}</span>.
          Open it to activate your account, then sign in.
        </p>
      </div>
      {countdownStopped ? null : <p className="text-sm text-subtle">Taking you to the login in {seconds} seconds...</p>}
      {phoneStep ? (
        <Suspense fallback={null}>
          <RegistrationPhoneStep phone={phoneStep.phone} ticket={phoneStep.ticket} onStart={onStopCountdown} />
        </Suspense>
      ) : null}
      <Button variant="outline" onClick={onContinue}>
        Go to login now
      </Button>
    </div>
  );
}
