// Signing in: the password step, the optional second step, and the session that completes both.
// Every outcome passes through sign-in-outcome.ts, so the audit trail has one place to hook.
import { parseLoginIdentifier } from '../../shared/schemas/account-fields';
import type { LoginRequest, TwoFactorLoginRequest } from '../../shared/schemas/auth';
import { consumeChallengeItem, createLoginChallenge, findLoginChallenge, recordChallengeFailure } from '../data/login-challenges';
import { createSession, revokeSession } from '../data/sessions';
import { TransactionCancelledError, transactWrite } from '../data/transact';
import { codeUseUpdate } from '../data/two-factor';
import { findUserIdByLogin, getUserById, phoneIsProven, type UserRecord } from '../data/users';
import { HttpError, NotAuthenticatedError, TooManyRequestsError } from '../lib/http-errors';
import { burnPasswordCheck, verifyPassword } from '../lib/passwords';
import type { Caller } from './caller';
import { accountThrottleKey, beginCredentialAttempt, type CredentialAttempt } from './credential-attempts';
import { upgradePasswordHash } from './password-checks';
import { sessionCookie } from './session-cookie';
import { signInFailed, signInSucceeded, type SignInMethod } from './sign-in-outcome';
import { matchSecondFactor } from './two-factor-codes';
import { liftPasscodeLock, sessionAttributesFor } from '../data/admin-security';
import { indexStaffAccount } from '../data/staff-members';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please verify your email address before signing in. Use the link in the email we sent you, or ask for a new one.';
export const TWO_FACTOR_PROMPT = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const INVALID_CODE_MESSAGE = 'That code is not valid. Please try again.';
export const CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again.';

export type PasswordSignIn =
  | { kind: 'signed-in'; user: UserRecord; cookie: string }
  | { kind: 'two-factor-required'; challenge: string; expiresAt: Date };

async function beginAttempt(accountKey: string, userId: string | null, caller: Caller, now: Date): Promise<CredentialAttempt> {
  try {
    return await beginCredentialAttempt(accountKey, caller.clientIp, now);
  } catch (error) {
    if (error instanceof TooManyRequestsError) await signInFailed('throttled', userId, caller);
    throw error;
  }
}

/** A new session with a new token; the token the browser held before (if any) is revoked. */
async function startSession(user: UserRecord, method: SignInMethod, caller: Caller, now: Date) {
  if (caller.sessionToken) await revokeSession(caller.sessionToken);
  const { token } = await createSession(
    { userId: user.id, role: user.role, clientIp: caller.clientIp, userAgent: caller.userAgent, attributes: await sessionAttributesFor(user) },
    now,
  );
  // The sign-in a passcode lock asks for gives the passcode check its 5 tries again (decision 238).
  if (user.role === 'admin') await liftPasscodeLock(user.id);
  // An admin account from before the staff list joins it at its next sign-in (decision 255).
  if (user.role === 'admin' && !user.gsi2pk) await indexStaffAccount(user.id);
  await signInSucceeded(user.id, method, caller);
  return { user, cookie: sessionCookie(token, user.role) };
}

/**
 * The password step. An unknown account and a wrong password get the same answer after the same
 * work (a dummy hash check); both count towards the limits, keyed so that they behave alike.
 */
export async function signInWithPassword(input: LoginRequest, caller: Caller, now: Date): Promise<PasswordSignIn> {
  const identifier = parseLoginIdentifier(input.username);
  const userId = identifier ? await findUserIdByLogin(identifier) : null;
  const found = userId ? await getUserById(userId) : null;
  // A mobile number signs in only the account that proved it by SMS code (decision 051): an unproven
  // number, even one left from before that rule, is treated as unknown.
  const user = found && identifier?.kind === 'phone' && !(phoneIsProven(found) && found.phone === identifier.value) ? null : found;
  const typed = identifier ? `${identifier.kind}:${identifier.value}` : input.username.toLowerCase();
  const attempt = await beginAttempt(accountThrottleKey(user?.id ?? null, typed), user?.id ?? null, caller, now);

  if (!user) {
    await burnPasswordCheck(input.password);
    await attempt.failed();
    await signInFailed('unknown-account', null, caller);
    throw new NotAuthenticatedError(INVALID_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await attempt.failed();
    await signInFailed('wrong-password', user.id, caller);
    throw new NotAuthenticatedError(INVALID_CREDENTIALS_MESSAGE);
  }
  await upgradePasswordHash(user, input.password, now);

  if (!user.emailVerified) {
    await attempt.passed();
    await signInFailed('email-unverified', user.id, caller);
    throw new HttpError(403, EMAIL_NOT_VERIFIED_MESSAGE, { emailVerificationRequired: true, email: user.email });
  }
  if (user.twoFactorEnabled) {
    // Not yet a success: the account's failure count stays until the code is right too.
    await attempt.passed();
    const { challenge, expiresAt } = await createLoginChallenge(user.id, now);
    return { kind: 'two-factor-required', challenge, expiresAt };
  }
  await attempt.succeeded();
  return { kind: 'signed-in', ...(await startSession(user, 'password', caller, now)) };
}

/** The second step: the challenge from the password step and a TOTP or recovery code. */
export async function signInWithSecondFactor(
  input: TwoFactorLoginRequest,
  caller: Caller,
  now: Date,
): Promise<{ user: UserRecord; cookie: string }> {
  const challenge = await findLoginChallenge(input.challenge, now);
  const user = challenge ? await getUserById(challenge.userId) : null;
  if (!challenge || !user?.twoFactorEnabled) {
    await signInFailed('challenge-expired', user?.id ?? null, caller);
    throw new NotAuthenticatedError(CHALLENGE_EXPIRED_MESSAGE);
  }
  const attempt = await beginAttempt(accountThrottleKey(user.id, ''), user.id, caller, now);
  const wrongCode = async () => {
    await Promise.all([attempt.failed(), recordChallengeFailure(challenge)]);
    await signInFailed('wrong-code', user.id, caller);
    return new NotAuthenticatedError(INVALID_CODE_MESSAGE);
  };

  const use = matchSecondFactor(user, input.code, now);
  if (!use) throw await wrongCode();
  try {
    // The code's use and the challenge's deletion succeed together or not at all.
    await transactWrite([{ Update: codeUseUpdate(user.id, use) }, consumeChallengeItem(challenge, now)]);
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.conditionFailedAt(1)) {
      await attempt.passed();
      await signInFailed('challenge-expired', user.id, caller);
      throw new NotAuthenticatedError(CHALLENGE_EXPIRED_MESSAGE);
    }
    throw await wrongCode();
  }
  await attempt.succeeded();
  return startSession(user, use.kind === 'totp' ? 'totp' : 'recovery-code', caller, now);
}
