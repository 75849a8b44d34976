// The inactivity timeout as the session guard applies it to admin routes: 423 'Admin session timeout'
// once the admin has been idle past their chosen duration, otherwise the request is their activity.
import { ADMIN_SESSION_TIMEOUT_MESSAGE } from '../../shared/admin-timeout';
import { TIMEOUT_EXEMPT_ROUTE_NAMES } from '../../shared/api/routes/admin-security';
import type { AnyRoute } from '../../shared/api/define-route';
import { getAdminSecurity, recordSessionActivity, type AdminSession } from '../data/admin-security';
import { LockedError } from '../lib/http-errors';
import { inactivityVerdict } from './inactivity';

export class AdminSessionTimeoutError extends LockedError {
  constructor() {
    super(ADMIN_SESSION_TIMEOUT_MESSAGE);
  }
}

/**
 * Runs for a signed-in admin calling an admin route. The unlock routes (verify the passcode, emergency
 * recovery) pass even when timed out. Activity is stored only by routes allowed to write (decision 061).
 */
export async function enforceAdminTimeout(route: AnyRoute, session: AdminSession, now: Date): Promise<void> {
  if (TIMEOUT_EXEMPT_ROUTE_NAMES.has(route.name)) return;
  // Sessions carry the admin's settings (decision 065); one started before they did reads them.
  const settings = session.timeout ?? (await getAdminSecurity(session.userId));
  const verdict = inactivityVerdict(settings, session, now);
  if (verdict === 'timed-out') throw new AdminSessionTimeoutError();
  if (verdict === 'record' && route.table === 'readwrite') {
    await recordSessionActivity(session, now);
    session.lastActivityAt = now.toISOString();
  }
}
