// Checks an admin's passcode (SECURITY.md: 5 wrong tries lock the passcode check and the admin must
// sign in again). Each try is counted before the hash is checked, so parallel guesses cannot slip
// past the limit; the try that reaches it signs the admin out everywhere (decision 062). The lock
// leaves the counter at the limit, so a try still in flight is refused unchecked; the sign-in that
// follows lifts it (decision 238).
import { recordAudit } from '../audit/record-audit';
import { PASSCODE_ATTEMPT_LIMIT, PASSCODE_RULE, type AdminSecurityRecord } from '../data/admin-security';
import { revokeAllSessionsForUser, revokeSession } from '../data/sessions';
import { clearThrottle, countAttempt } from '../data/throttles';
import { BadRequestError, NotAuthenticatedError } from '../lib/http-errors';
import { burnPasswordCheck, verifyPassword } from '../lib/passwords';
import type { Caller } from '../accounts/caller';

export { PASSCODE_ATTEMPT_LIMIT, PASSCODE_RULE };

export const WRONG_PASSCODE_MESSAGE = 'Incorrect passcode.';
export const NO_PASSCODE_MESSAGE = 'No passcode is set. Use emergency recovery with the admin password.';
export const PASSCODE_LOCKED_MESSAGE = 'Too many incorrect passcodes. Please sign in again.';

/** Resolves when the passcode is right; otherwise throws 400, or 401 once the limit is reached. */
export async function checkPasscode(settings: AdminSecurityRecord, passcode: string, caller: Caller, now: Date): Promise<void> {
  const userId = settings.userId;
  const count = await countAttempt(PASSCODE_RULE, userId, now);
  // A try racing the one that reached the limit: that one signed the admin out and recorded it.
  if (count > PASSCODE_RULE.limit) throw await signOutEverywhere(userId, caller);

  if (await passcodeMatches(settings, passcode)) {
    await clearThrottle(PASSCODE_RULE, userId);
    return;
  }
  if (count === PASSCODE_RULE.limit) {
    const error = await signOutEverywhere(userId, caller);
    await recordAudit({
      action: 'sign_out',
      details: `Admin timeout security - passcode check locked after ${PASSCODE_ATTEMPT_LIMIT} incorrect passcodes; signed out everywhere`,
      caller,
      userId,
      now,
    });
    throw error;
  }
  await recordAudit({
    action: 'passcode_failed',
    details: `Admin timeout security - incorrect passcode (${count} of ${PASSCODE_ATTEMPT_LIMIT})`,
    caller,
    userId,
    now,
  });
  const message = settings.passcodeHash ? WRONG_PASSCODE_MESSAGE : NO_PASSCODE_MESSAGE;
  throw new BadRequestError(message, { errors: { pincode: [message] } });
}

/** Without a passcode nothing matches, after the same work as a check. */
async function passcodeMatches(settings: AdminSecurityRecord, passcode: string): Promise<boolean> {
  if (settings.passcodeHash) return verifyPassword(settings.passcodeHash, passcode);
  await burnPasswordCheck(passcode);
  return false;
}

/** Forgets the admin's wrong passcodes (a right one, or the admin password at emergency recovery). */
export async function forgetPasscodeFailures(userId: string): Promise<void> {
  await clearThrottle(PASSCODE_RULE, userId);
}

/**
 * Signs the admin out on every device. The counter stays at the limit: clearing it here let a try
 * already past the session check count from 1 again and be checked, a 6th check (decision 238).
 */
async function signOutEverywhere(userId: string, caller: Caller): Promise<NotAuthenticatedError> {
  // This session directly too: the user index behind the others is eventually consistent.
  if (caller.sessionToken) await revokeSession(caller.sessionToken);
  await revokeAllSessionsForUser(userId);
  return new NotAuthenticatedError(PASSCODE_LOCKED_MESSAGE);
}
