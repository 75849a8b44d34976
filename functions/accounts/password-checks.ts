// Password checks shared by the account endpoints: the current password of a signed-in user
// (throttled like a sign-in) and the upgrade of a hash made with older parameters. A new password's
// policy is new-password-policy.ts.
import { replacePasswordHash, type UserRecord } from '../data/users';
import { BadRequestError } from '../lib/http-errors';
import { hashPassword, needsRehash, verifyPassword } from '../lib/passwords';
import type { Caller } from './caller';
import { accountThrottleKey, beginCredentialAttempt } from './credential-attempts';

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is incorrect.';

/**
 * Re-checks a signed-in user's password before a sensitive change. A wrong one is 400 (not 401,
 * which would sign the browser out) and counts towards the account's failure limit.
 */
export async function verifyCurrentPassword(
  user: UserRecord,
  password: string,
  field: string,
  caller: Caller,
  now: Date,
): Promise<void> {
  const attempt = await beginCredentialAttempt(accountThrottleKey(user.id, ''), caller.clientIp, now);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await attempt.failed();
    throw new BadRequestError(CURRENT_PASSWORD_WRONG_MESSAGE, { errors: { [field]: [CURRENT_PASSWORD_WRONG_MESSAGE] } });
  }
  await attempt.succeeded();
}

/** Re-hashes with today's parameters after a successful check (SECURITY.md). */
export async function upgradePasswordHash(user: UserRecord, password: string, now: Date): Promise<void> {
  if (!needsRehash(user.passwordHash)) return;
  await replacePasswordHash(user.id, user.passwordHash, await hashPassword(password), now, 'rehash');
}
