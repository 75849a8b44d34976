// The inactivity timeout's arithmetic, pure so every case is unit tested: when an admin session has
// been idle too long, and when a request should store itself as the session's last activity.
import type { AdminSession, TimeoutSettings } from '../data/admin-security';

const MINUTE = 60 * 1000;

/**
 * Activity is stored at most this often, sparing a write per request; the timeout can so run up to
 * this much late, never early (decision 061).
 */
export const ACTIVITY_WRITE_INTERVAL_MS = 15 * 1000;

/** How long a checked passcode or admin password allows a passcode change. */
export const PASSCODE_PROOF_MS = 5 * MINUTE;

export type InactivityVerdict =
  /** The timeout is off: nothing to check or store. */
  | 'off'
  /** Idle past the chosen duration: 423 until the passcode (or the admin password) is given. */
  | 'timed-out'
  /** Active: store now as the last activity. */
  | 'record'
  /** Active, and the stored activity is recent enough to leave as it is. */
  | 'fresh';

/** The slice of a session the arithmetic reads. */
export type SessionActivity = Pick<AdminSession, 'createdAt' | 'lastActivityAt' | 'passcodeVerifiedAt' | 'recoveryVerifiedAt'>;

/**
 * The session's last activity: its last stored one (signing in is the first), but never earlier than
 * the moment the timeout was last switched on.
 */
export function lastActivityOf(settings: TimeoutSettings, session: SessionActivity): number {
  const own = Date.parse(session.lastActivityAt ?? session.createdAt);
  return settings.timeoutEnabledAt ? Math.max(own, Date.parse(settings.timeoutEnabledAt)) : own;
}

export function inactivityVerdict(settings: TimeoutSettings, session: SessionActivity, now: Date): InactivityVerdict {
  if (!settings.timeoutEnabled) return 'off';
  const idle = now.getTime() - lastActivityOf(settings, session);
  if (idle > settings.timeoutMinutes * MINUTE) return 'timed-out';
  return idle >= ACTIVITY_WRITE_INTERVAL_MS ? 'record' : 'fresh';
}

/** True while a proof stored at `at` still allows a passcode change. */
export function proofIsFresh(at: string | undefined, now: Date): boolean {
  return !!at && now.getTime() - Date.parse(at) < PASSCODE_PROOF_MS;
}

/** The oldest proof time a passcode change still accepts. */
export function proofCutoff(now: Date): Date {
  return new Date(now.getTime() - PASSCODE_PROOF_MS);
}
