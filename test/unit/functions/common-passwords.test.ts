// Issue 12 item 8: passwords from the shipped common/breached list are refused, with the digits and
// symbols people add to meet the policy; the list holds at least the 10,000 most common.
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_BROTLI_BASE64, COMMON_PASSWORD_COUNT } from '../../../functions/accounts/common-passwords-data';
import { isCommonPassword, passwordVariants } from '../../../functions/accounts/common-passwords';
import { assertPasswordPolicy } from '../../../functions/accounts/new-password-policy';
import { COMMON_PASSWORD_REQUIREMENT } from '../../../shared/schemas/password-policy';

describe('the common-password list', () => {
  it('ships at least 10,000 passwords, sorted, in under 40 KiB', () => {
    const words = brotliDecompressSync(Buffer.from(COMMON_PASSWORDS_BROTLI_BASE64, 'base64')).toString('utf8').split('\n');

    expect(words).toHaveLength(COMMON_PASSWORD_COUNT);
    expect(words.length).toBeGreaterThanOrEqual(10_000);
    expect([...words].sort()).toEqual(words);
    expect(COMMON_PASSWORDS_BROTLI_BASE64.length).toBeLessThan(40 * 1024);
  });

  it.each(['Password1!', 'Qwerty123!', 'Welcome1!', 'Belfast2024!', 'Liverpool1!', 'Sunshine$99'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Harbour&Lights9', 'Brand&New2Pass', 'Ciaran@Botanic27', 'Tq7$wm!Vx2pa'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('looks up the whole password and its word without the digits and symbols added at the end', () => {
    expect(passwordVariants('Belfast2024!')).toEqual(['belfast2024!', 'belfast2024', 'belfast']);
    expect(passwordVariants('Ab1!')).toEqual(['ab1!', 'ab1']);
  });

  it('answers the requirement in the server policy, beside the others', () => {
    expect(() => assertPasswordPolicy('Welcome1!', {})).toThrow(
      expect.objectContaining({ status: 400, extra: { requirements: [COMMON_PASSWORD_REQUIREMENT] } }),
    );
    expect(() => assertPasswordPolicy('Harbour&Lights9', {})).not.toThrow();
  });
});
