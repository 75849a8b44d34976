// The reply every admin timeout endpoint gives: the admin's settings and this session's state,
// exactly what the dialog shows (its local state mirrors this).
import type { AdminTimeoutState } from '../../shared/schemas/admin-security';
import type { AdminSecurityRecord } from '../data/admin-security';
import { lastActivityOf, proofIsFresh, type SessionActivity } from './inactivity';

export function timeoutStateOf(settings: AdminSecurityRecord, session: SessionActivity, now: Date): AdminTimeoutState {
  // While the timeout is off no activity is kept (the dialog clears it when disabling).
  const last = settings.timeoutEnabled ? lastActivityOf(settings, session) : null;
  return {
    enabled: settings.timeoutEnabled,
    durationMinutes: settings.timeoutMinutes,
    customPasscode: settings.customPasscode,
    hasPasscode: !!settings.passcodeHash,
    lastActivityAt: last === null ? null : new Date(last).toISOString(),
    passcodeVerified: proofIsFresh(session.passcodeVerifiedAt, now),
    recoveryVerified: proofIsFresh(session.recoveryVerifiedAt, now),
  };
}
