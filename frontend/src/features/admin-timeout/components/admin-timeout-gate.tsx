// Mounted once by the app: waits, at almost no cost, until an admin is signed in or an admin
// endpoint answers 423 'Admin session timeout', and only then loads the admin timeout host, so
// visitors and customers never download it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { onAdminPresence } from '../../../lib/admin-timeout-signals';
import { onAppEvent } from '../../../lib/hub-events';

const AdminTimeoutHost = lazy(() => import('./admin-timeout-host'));

export function AdminTimeoutGate() {
  const [needed, setNeeded] = useState(false);
  // A timeout that arrives before the host has loaded is handed to it.
  const [timedOutEarly, setTimedOutEarly] = useState(false);

  useEffect(() => onAdminPresence((present) => present && setNeeded(true)), []);
  useEffect(
    () =>
      onAppEvent((event) => {
        if (event.name !== 'admin-session-timeout') return;
        setTimedOutEarly(true);
        setNeeded(true);
      }),
    [],
  );

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AdminTimeoutHost initiallyTimedOut={timedOutEarly} />
    </Suspense>
  );
}
