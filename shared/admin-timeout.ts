// The admin inactivity timeout's facts (SPEC section 10; issue 4): the durations an admin may pick,
// the default, the passcode's shape and the words both sides use. Imported by the server and the SPA.

/** Minutes of inactivity before admin endpoints answer 423: 5, 10, 15, 30 minutes, 1 hour, 2 hours. */
export const TIMEOUT_MINUTES_OPTIONS = [5, 10, 15, 30, 60, 120] as const;
export type TimeoutMinutes = (typeof TIMEOUT_MINUTES_OPTIONS)[number];

export const DEFAULT_TIMEOUT_MINUTES: TimeoutMinutes = 10;
export const DEFAULT_TIMEOUT_ENABLED = true;

/** The passcode is exactly this many digits. */
export const PASSCODE_LENGTH = 6;

/** The 423 message; the SPA raises the admin-session-timeout event when a reply contains it. */
export const ADMIN_SESSION_TIMEOUT_MESSAGE = 'Admin session timeout';

/** Emergency recovery posts this literal as `phone` (SPEC section 7). */
export const EMERGENCY_RECOVERY_PHONE = 'Admin';

/** How a duration reads in the dialog: '10 minutes', '1 hour', '2 hours'. */
export function timeoutLabel(minutes: TimeoutMinutes): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export function isTimeoutMinutes(value: number): value is TimeoutMinutes {
  return (TIMEOUT_MINUTES_OPTIONS as readonly number[]).includes(value);
}
