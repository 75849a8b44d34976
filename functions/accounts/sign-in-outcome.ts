// The one place every sign-in and sign-out outcome passes through, with who, how and from where.
// Issue 4's audit trail records from here; today the outcome goes to the structured log.
import type { Caller } from '../lib/request-context';
import { logger } from '../lib/logger';

export type SignInMethod = 'password' | 'totp' | 'recovery-code';

export type SignInFailure =
  | 'unknown-account'
  | 'wrong-password'
  | 'email-unverified'
  | 'wrong-code'
  | 'challenge-expired'
  | 'throttled';

export function signInSucceeded(userId: string, method: SignInMethod, caller: Caller): void {
  logger.info('Sign-in succeeded', { userId, method, clientIp: caller.clientIp, userAgent: caller.userAgent });
}

export function signInFailed(reason: SignInFailure, userId: string | null, caller: Caller): void {
  logger.info('Sign-in failed', { reason, userId, clientIp: caller.clientIp, userAgent: caller.userAgent });
}

export function signedOut(userId: string | null, caller: Caller): void {
  logger.info('Signed out', { userId, clientIp: caller.clientIp });
}
