// Mounted by the admin timeout gate once an admin is about: opens the admin timeout dialog when the account menu asks, the passcode
// prompt when an admin endpoint answers 423 'Admin session timeout' (the admin-session-timeout
// event), and reports page activity while an admin is signed in. All lazy, so only admins download them.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onAdminPresence, onAdminTimeoutDialogRequest } from '../../../lib/admin-timeout-signals';
import { onAppEvent } from '../../../lib/hub-events';

const AdminTimeoutDialog = lazy(() => import('./admin-timeout-dialog'));
const PasscodePrompt = lazy(() => import('./passcode-prompt'));
const ActivityPings = lazy(() => import('./activity-pings'));

export default function AdminTimeoutHost({ initiallyTimedOut }: { initiallyTimedOut: boolean }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(initiallyTimedOut);
  const [adminPresent, setAdminPresent] = useState(false);

  useEffect(() => onAdminPresence(setAdminPresent), []);
  useEffect(
    () =>
      onAdminTimeoutDialogRequest(() => {
        setDialogLoaded(true);
        setDialogOpen(true);
      }),
    [],
  );
  useEffect(
    () =>
      onAppEvent((event) => {
        // An open dialog waits behind the prompt and reloads its settings once unlocked.
        if (event.name === 'admin-session-timeout') {
          setTimedOut(true);
        } else if (event.name === 'unauthorized') {
          // Signed out (the passcode lock ends every session): nothing left to unlock.
          setTimedOut(false);
          setDialogOpen(false);
        }
      }),
    [],
  );

  return (
    <Suspense fallback={null}>
      {dialogLoaded ? <AdminTimeoutDialog open={dialogOpen && !timedOut} onOpenChange={setDialogOpen} /> : null}
      {timedOut ? <PasscodePrompt onUnlocked={() => setTimedOut(false)} /> : null}
      {adminPresent && !timedOut ? <ActivityPings /> : null}
    </Suspense>
  );
}
