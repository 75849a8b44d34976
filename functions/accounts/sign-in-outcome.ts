// The one place every sign-in and sign-out outcome passes through, with who, how and from where.
// Each outcome goes to the structured log and, as an audit record, to the activity log.
import { recordAudit } from '../audit/record-audit';
import type { Caller } from './caller';
import { logger } from '../lib/logger';

export type SignInMethod = 'password' | 'totp' | 'recovery-code' | 'staff-invitation';

export type SignInFailure =
  | 'unknown-account'
  | 'wrong-password'
  | 'email-unverified'
  | 'wrong-code'
  | 'challenge-expired'
  | 'throttled'
  | 'suspended';

const methodWords: Record<SignInMethod, string> = {
  password: 'password',
  totp: 'password and authenticator code',
  'recovery-code': 'password and recovery code',
  'staff-invitation': 'a staff invitation and a new password',
};

const failureWords: Record<SignInFailure, string> = {
  'unknown-account': 'unknown account',
  'wrong-password': 'wrong password',
  'email-unverified': 'email not verified',
  'wrong-code': 'wrong two-factor code',
  'challenge-expired': 'two-factor step expired',
  throttled: 'too many failed attempts',
  suspended: 'staff account suspended',
};

export async function signInSucceeded(userId: string, method: SignInMethod, caller: Caller): Promise<void> {
  logger.info('Sign-in succeeded', { userId, method, clientIp: caller.clientIp, userAgent: caller.userAgent });
  await recordAudit({ action: 'sign_in_success', details: `Signed in with ${methodWords[method]}`, caller, userId });
}

/** The typed identifier of an unknown account is not recorded: people type passwords into it. */
export async function signInFailed(reason: SignInFailure, userId: string | null, caller: Caller): Promise<void> {
  logger.info('Sign-in failed', { reason, userId, clientIp: caller.clientIp, userAgent: caller.userAgent });
  await recordAudit({ action: 'sign_in_failed', details: `Sign-in failed: ${failureWords[reason]}`, caller, userId });
}

export async function signedOut(userId: string | null, caller: Caller): Promise<void> {
  logger.info('Signed out', { userId, clientIp: caller.clientIp });
  await recordAudit({ action: 'sign_out', details: 'Signed out', caller, userId });
}
