// The passcode prompt: the admin area answered 423 'Admin session timeout', so the page waits behind
// this until the passcode (or, in emergency recovery, the admin password) is verified; then every
// query and the route's data load again, and the admin carries on where they were.
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-error';
import { queryClient } from '../../../lib/query-client';
import { reportSecurityAction } from '../api/report-security-action';
import { verifyAdminPassword, verifyPincode } from '../api/timeout-settings';
import { PASSCODE_LENGTH } from '../../../../../shared/admin-timeout';
import { RECOVERY_AUDIT_WARNING, checkOutcome } from '../utils/security-toasts';
import { PasscodeInput, fieldClasses } from './passcode-input';

const COULD_NOT_CHECK = 'Could not check that. Please try again.';

export default function PasscodePrompt({ onUnlocked }: { onUnlocked: () => void }) {
  const revalidator = useRevalidator();
  const [recoveryMode, setRecoveryMode] = useState(false);
  const [passcode, setPasscode] = useState('');
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    setProblem(null);
    try {
      if (recoveryMode) await verifyAdminPassword(password);
      else await verifyPincode(passcode);
    } catch (error) {
      const outcome = checkOutcome(error);
      void reportSecurityAction(
        recoveryMode
          ? outcome === 'failed' ? 'security_emergency_recovery_failed' : 'security_emergency_recovery_error'
          : outcome === 'failed' ? 'security_passcode_verification_failed' : 'security_passcode_verification_error',
      );
      setProblem(outcome === 'failed' && error instanceof ApiError ? error.message.replace(/^\d+: /, '') : COULD_NOT_CHECK);
      setPasscode('');
      setChecking(false);
      return;
    }
    void reportSecurityAction(recoveryMode ? 'security_emergency_recovery_success' : 'security_passcode_verification_success');
    // Resume: whatever failed with 423 loads again.
    await queryClient.invalidateQueries();
    void revalidator.revalidate();
    onUnlocked();
  };

  const ready = recoveryMode ? password !== '' : passcode.length === PASSCODE_LENGTH;

  return (
    <Dialog open>
      <DialogContent
        closable={false}
        aria-describedby="passcode-prompt-description"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle>Admin session timeout</DialogTitle>
        <DialogDescription id="passcode-prompt-description">
          The admin area was locked after a period without activity. {recoveryMode
            ? 'Enter the admin password to unlock it.'
            : `Enter your ${PASSCODE_LENGTH}-digit security passcode to carry on where you left off.`}
        </DialogDescription>
        <form className="grid gap-4" aria-label="Unlock the admin area" onSubmit={(event) => void unlock(event)}>
          {recoveryMode ? (
            <>
              <label className="grid gap-1.5">
                <span className="text-sm font-medium">Admin password</span>
                <input
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  className={fieldClasses}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </label>
              <p role="note" className="rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm text-accent">
                {RECOVERY_AUDIT_WARNING}
              </p>
            </>
          ) : (
            <PasscodeInput label="Security passcode" value={passcode} onChange={setPasscode} autoComplete="one-time-code" autoFocus />
          )}
          {problem ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {problem}
            </p>
          ) : null}
          <div className="grid gap-2">
            <Button type="submit" disabled={!ready || checking} className="w-full">
              {checking ? 'Verifying...' : 'Unlock'}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setRecoveryMode((on) => !on);
                setProblem(null);
              }}
            >
              {recoveryMode ? 'Use the passcode instead' : 'Forgot passcode? Use emergency recovery'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
