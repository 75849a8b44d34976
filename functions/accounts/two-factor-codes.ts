// Reads a typed second-factor code as a TOTP code or a recovery code and says how it would be used.
import type { CodeUse } from '../data/two-factor';
import type { UserRecord } from '../data/users';
import { hashRecoveryCode, looksLikeTotpCode } from './recovery-codes';
import { matchTotpStep } from './totp';

/** The use the code would make, or null when it is wrong or already used. */
export function matchSecondFactor(user: UserRecord, code: string, now: Date): CodeUse | null {
  if (!user.twoFactorEnabled || !user.twoFactorSecret) return null;
  if (looksLikeTotpCode(code)) {
    const step = matchTotpStep(user.twoFactorSecret, code, now, user.twoFactorLastStep);
    return step === null ? null : { kind: 'totp', step };
  }
  const hash = hashRecoveryCode(code);
  return user.recoveryCodes?.has(hash) ? { kind: 'recovery', hash } : null;
}
