// TOTP (RFC 6238) as SECURITY.md sets it: SHA-1, 6 digits, 30-second steps, one step either side
// accepted, a 160-bit secret, and each code accepted once (the step of the last code is kept).
import { authenticator } from 'otplib';
import { BUSINESS } from '../../shared/business';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_SECRET_BYTES = 20;

const totp = authenticator.clone({ algorithm: 'sha1' as never, digits: 6, step: TOTP_STEP_SECONDS, window: 1 });

/** Base32 of 20 random bytes (160 bits). */
export function generateTotpSecret(): string {
  return totp.generateSecret(TOTP_SECRET_BYTES);
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function otpauthUrl(accountName: string, secret: string): string {
  return totp.keyuri(accountName, BUSINESS.name, secret);
}

/** The time step a moment falls in. */
export function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code an app shows at a moment (tests and the seed script use it). */
export function totpCodeAt(secret: string, at: Date): string {
  return totp.clone({ epoch: at.getTime() }).generate(secret);
}

/**
 * The time step the code belongs to when it is valid now (this step or one either side) and newer
 * than the last accepted one; otherwise null. Storing the answer makes the code single use.
 */
export function matchTotpStep(secret: string, code: string, now: Date, lastUsedStep?: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp.clone({ epoch: now.getTime() }).checkDelta(code, secret);
  if (delta === null) return null;
  const step = totpStepAt(now) + delta;
  if (lastUsedStep !== undefined && step <= lastUsedStep) return null;
  return step;
}
