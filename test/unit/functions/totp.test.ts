import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { generateTotpSecret, matchTotpStep, otpauthUrl, totpCodeAt, totpStepAt } from '../../../functions/accounts/totp';

const now = new Date('2025-06-03T10:00:15Z');
const secret = generateTotpSecret();
const at = (offsetSeconds: number) => new Date(now.getTime() + offsetSeconds * 1000);

describe('TOTP (RFC 6238)', () => {
  it('makes a 160-bit base32 secret', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret.length * 5).toBe(160);
  });

  it('matches the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s -> 94287082 (8 digits); the last 6.
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCodeAt(rfcSecret, new Date(59_000))).toBe('287082');
  });

  it('accepts the current code and answers its step', () => {
    expect(matchTotpStep(secret, totpCodeAt(secret, now), now)).toBe(totpStepAt(now));
  });

  it('accepts the codes one step either side', () => {
    expect(matchTotpStep(secret, totpCodeAt(secret, at(-30)), now)).toBe(totpStepAt(now) - 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, at(30)), now)).toBe(totpStepAt(now) + 1);
  });

  it('refuses codes two steps away', () => {
    expect(matchTotpStep(secret, totpCodeAt(secret, at(-60)), now)).toBeNull();
    expect(matchTotpStep(secret, totpCodeAt(secret, at(60)), now)).toBeNull();
  });

  it('refuses a code whose step was already used, and any older one', () => {
    const code = totpCodeAt(secret, now);
    const step = matchTotpStep(secret, code, now)!;
    expect(matchTotpStep(secret, code, now, step)).toBeNull();
    expect(matchTotpStep(secret, totpCodeAt(secret, at(-30)), now, step)).toBeNull();
  });

  it('accepts the next code after one was used', () => {
    const step = totpStepAt(now);
    expect(matchTotpStep(secret, totpCodeAt(secret, at(30)), at(30), step)).toBe(step + 1);
  });

  it('refuses anything but 6 digits', () => {
    expect(matchTotpStep(secret, '12345', now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('builds an otpauth URL for SHA-1, 6 digits and 30 seconds under the shop name', () => {
    const url = new URL(otpauthUrl('jo@example.com', secret));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Device DRS');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });

  it('agrees with an authenticator app using the default settings', () => {
    const app = authenticator.clone({ epoch: now.getTime() });
    expect(matchTotpStep(secret, app.generate(secret), now)).toBe(totpStepAt(now));
  });
});
