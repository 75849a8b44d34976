// The admin timeout dialog (SPEC sections 2, 4, 5, 8): turn the inactivity timeout on or off, choose
// its duration, and change the security passcode with the current one or, in emergency recovery,
// with the admin password. Its local state mirrors what the server returns, so what it shows is what
// the server enforces. Loaded only when an admin opens it.
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  TIMEOUT_MINUTES_OPTIONS,
  timeoutLabel,
  type TimeoutMinutes,
} from '../../../../../shared/admin-timeout';
import type { AdminTimeoutState } from '../../../../../shared/schemas/admin-security';
import { formatDateTime } from '../../../../../shared/dates';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { queryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { reportSecurityAction } from '../api/report-security-action';
import {
  changePasscode,
  saveTimeoutSettings,
  timeoutSettingsQueryOptions,
  useTimeoutSettings,
  verifyAdminPassword,
  verifyPincode,
} from '../api/timeout-settings';
import { isSaveDisabled, newPasscodeHint, passcodeDigits, wantsPasscodeChange } from '../utils/passcode-form';
import { RECOVERY_AUDIT_WARNING, SECURITY_TOASTS, checkOutcome } from '../utils/security-toasts';
import { PasscodeInput, fieldClasses } from './passcode-input';

export interface AdminTimeoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function AdminTimeoutDialog({ open, onOpenChange }: AdminTimeoutDialogProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent aria-describedby="admin-timeout-description">
          <DialogTitle>Admin Timeout Settings</DialogTitle>
          <DialogDescription id="admin-timeout-description">
            Lock the admin area after a period without activity. Unlocking it needs the security passcode.
          </DialogDescription>
          {open ? <SettingsLoader onDone={() => onOpenChange(false)} /> : null}
        </DialogContent>
      </Dialog>
    </QueryClientProvider>
  );
}

function SettingsLoader({ onDone }: { onDone: () => void }) {
  const settings = useTimeoutSettings();
  if (settings.isPending) return <Spinner label="Loading timeout settings" className="justify-center py-6" />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        Could not load the timeout settings. Please try again.
      </p>
    );
  }
  return <SettingsForm initial={settings.data} onDone={onDone} />;
}

/** The dialog's local state (SPEC section 3): what the server holds, plus the form's own fields. */
interface LocalState {
  enabled: boolean;
  durationMinutes: TimeoutMinutes;
  customPasscode: boolean;
  lastActivityAt: string | null;
  passcodeVerified: boolean;
}

function localStateOf(server: AdminTimeoutState): LocalState {
  return {
    enabled: server.enabled,
    durationMinutes: server.durationMinutes,
    customPasscode: server.customPasscode,
    lastActivityAt: server.lastActivityAt,
    passcodeVerified: server.passcodeVerified,
  };
}

function SettingsForm({ initial, onDone }: { initial: AdminTimeoutState; onDone: () => void }) {
  const client = useQueryClient();
  const [state, setState] = useState<LocalState>(() => localStateOf(initial));
  const [hasPasscode, setHasPasscode] = useState(initial.hasPasscode);
  const [recoveryVerified, setRecoveryVerified] = useState(initial.recoveryVerified);
  const [panelOpen, setPanelOpen] = useState(false);
  const [recoveryMode, setRecoveryMode] = useState(false);
  const [currentPasscode, setCurrentPasscode] = useState('');
  const [adminPassword, setAdminPassword] = useState('');
  const [newPasscode, setNewPasscode] = useState('');
  const [verifying, setVerifying] = useState(false);

  const mirror = (server: AdminTimeoutState) => {
    setState(localStateOf(server));
    setHasPasscode(server.hasPasscode);
    setRecoveryVerified(server.recoveryVerified);
    client.setQueryData(timeoutSettingsQueryOptions().queryKey, server);
  };

  const togglePanel = () => {
    setPanelOpen((wasOpen) => !wasOpen);
    setCurrentPasscode('');
    setAdminPassword('');
    setNewPasscode('');
  };

  /** Checks the admin password; true when it was right. */
  const runRecovery = async (): Promise<boolean> => {
    try {
      await verifyAdminPassword(adminPassword);
    } catch (error) {
      const outcome = checkOutcome(error);
      toast(outcome === 'failed' ? SECURITY_TOASTS.recoveryFailed : SECURITY_TOASTS.recoveryError);
      void reportSecurityAction(outcome === 'failed' ? 'security_emergency_recovery_failed' : 'security_emergency_recovery_error');
      return false;
    }
    setRecoveryVerified(true);
    void reportSecurityAction('security_emergency_recovery_success');
    return true;
  };

  const onVerifyAdminPassword = async () => {
    setVerifying(true);
    try {
      if (await runRecovery()) toast(SECURITY_TOASTS.recoverySucceeded);
    } finally {
      setVerifying(false);
    }
  };

  /** Checks the current passcode; true when it was right. */
  const runVerification = async (): Promise<boolean> => {
    try {
      await verifyPincode(currentPasscode);
    } catch (error) {
      const outcome = checkOutcome(error);
      toast(outcome === 'failed' ? SECURITY_TOASTS.verificationFailed : SECURITY_TOASTS.verificationError);
      void reportSecurityAction(outcome === 'failed' ? 'security_passcode_verification_failed' : 'security_passcode_verification_error');
      return false;
    }
    setState((s) => ({ ...s, passcodeVerified: true }));
    void reportSecurityAction('security_passcode_verification_success');
    return true;
  };

  const onSave = async () => {
    setVerifying(true);
    try {
      // With the panel open, verification must succeed first, otherwise nothing is saved.
      if (panelOpen) {
        const verified = recoveryMode ? recoveryVerified || (await runRecovery()) : await runVerification();
        if (!verified) return;
        if (wantsPasscodeChange({ panelOpen, recoveryMode, currentPasscode, newPasscode })) {
          mirror(await changePasscode(newPasscode));
          void reportSecurityAction('security_passcode_changed');
        }
      }
      const saved = await saveTimeoutSettings({ enabled: state.enabled, durationMinutes: state.durationMinutes });
      mirror(saved);
      void reportSecurityAction('security_timeout_settings_changed');
      toast(SECURITY_TOASTS.settingsSaved);
      onDone();
    } catch (error) {
      toast({ title: 'Settings not saved', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setVerifying(false);
    }
  };

  const saveDisabled = isSaveDisabled({ verifying, panelOpen, recoveryMode, currentPasscode, adminPassword, newPasscode });

  return (
    <form
      className="grid gap-5"
      aria-label="Admin timeout settings"
      onSubmit={(event) => {
        event.preventDefault();
        if (!saveDisabled) void onSave();
      }}
    >
      <label className="flex items-center justify-between gap-4 rounded-xl border border-border bg-background/40 p-4">
        <span className="grid gap-0.5">
          <span className="text-sm font-medium">Inactivity timeout</span>
          <span className="text-sm text-subtle">{state.enabled ? 'Enabled' : 'Disabled'}</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-label="Enable inactivity timeout"
          className="h-5 w-5 accent-cyan-400"
          checked={state.enabled}
          onChange={(event) => {
            const enabled = event.target.checked;
            // Enabling stores now as last activity; disabling clears it and the passcode-verified flag.
            setState((s) =>
              enabled ? { ...s, enabled, lastActivityAt: new Date().toISOString() } : { ...s, enabled, lastActivityAt: null, passcodeVerified: false },
            );
          }}
        />
      </label>

      <label className="grid gap-1.5">
        <span className="text-sm font-medium">Timeout duration</span>
        <select
          className={fieldClasses}
          value={state.durationMinutes}
          disabled={!state.enabled}
          onChange={(event) => setState((s) => ({ ...s, durationMinutes: Number(event.target.value) as TimeoutMinutes }))}
        >
          {TIMEOUT_MINUTES_OPTIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {timeoutLabel(minutes)}
            </option>
          ))}
        </select>
        <span className="text-sm text-subtle">
          {state.lastActivityAt ? `Last activity: ${formatDateTime(state.lastActivityAt)}` : 'No activity is tracked while the timeout is off.'}
        </span>
      </label>

      <section aria-label="Security passcode" className="grid gap-4 rounded-xl border border-border bg-background/40 p-4">
        <div className="flex items-center justify-between gap-3">
          <div className="grid gap-0.5">
            <span className="text-sm font-medium">Security passcode</span>
            <span className="text-sm text-subtle">
              {!hasPasscode ? 'No passcode set' : state.customPasscode ? 'Custom passcode set' : 'Generated passcode in use'}
              {state.passcodeVerified ? ' · verified' : ''}
            </span>
          </div>
          <Button variant="outline" size="sm" onClick={togglePanel} aria-expanded={panelOpen}>
            {panelOpen ? 'Cancel' : 'Change Passcode'}
          </Button>
        </div>

        {panelOpen ? (
          <div className="grid gap-4">
            {recoveryMode ? (
              <div className="grid gap-3">
                <label className="grid gap-1.5">
                  <span className="text-sm font-medium">Admin password</span>
                  <input
                    type="password"
                    autoComplete="current-password"
                    className={fieldClasses}
                    value={adminPassword}
                    onChange={(event) => setAdminPassword(event.target.value)}
                  />
                </label>
                <p role="note" className="rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm text-accent">
                  {RECOVERY_AUDIT_WARNING}
                </p>
                <Button variant="secondary" size="sm" disabled={verifying || adminPassword === ''} onClick={() => void onVerifyAdminPassword()}>
                  {recoveryVerified ? 'Admin password verified' : 'Verify Admin Password'}
                </Button>
              </div>
            ) : (
              <PasscodeInput label="Current passcode" value={currentPasscode} onChange={setCurrentPasscode} autoComplete="current-password" />
            )}
            <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setRecoveryMode((on) => !on)}>
              {recoveryMode ? 'Use current passcode instead' : 'Forgot passcode? Use emergency recovery'}
            </Button>
            <PasscodeInput
              label="New passcode"
              value={newPasscode}
              onChange={(value) => setNewPasscode(passcodeDigits(value))}
              hint={newPasscodeHint(newPasscode)}
              autoComplete="new-password"
            />
          </div>
        ) : null}
      </section>

      <div className="flex justify-end">
        <Button type="submit" disabled={saveDisabled}>
          {verifying ? 'Verifying...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
