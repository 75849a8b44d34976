// Mounted once by the app: opens the admin timeout dialog when the account menu asks, and the
// passcode prompt when an admin endpoint answers 423 'Admin session timeout' (the
// admin-session-timeout event). Both are lazy, so only an admin ever downloads them.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onAdminTimeoutDialogRequest } from '../../../lib/admin-timeout-dialog';
import { onAppEvent } from '../../../lib/hub-events';

const AdminTimeoutDialog = lazy(() => import('./admin-timeout-dialog'));
const PasscodePrompt = lazy(() => import('./passcode-prompt'));

export function AdminTimeoutHost() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);

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
    </Suspense>
  );
}
