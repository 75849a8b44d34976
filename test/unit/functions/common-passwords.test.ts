// Issue 12 item 8: passwords from the shipped common/breached list are refused, with the digits and
// symbols people add to meet the policy; the list holds at least the 10,000 most common.
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_FILE, isCommonPassword, passwordVariants } from '../../../functions/accounts/common-passwords';
import { assertPasswordPolicy } from '../../../functions/accounts/new-password-policy';
import { COMMON_PASSWORD_REQUIREMENT } from '../../../shared/schemas/password-policy';

describe('the common-password list', () => {
  it('ships at least 10,000 passwords, sorted, in under 30 KiB', () => {
    const packed = readFileSync(COMMON_PASSWORDS_FILE);
    const words = brotliDecompressSync(packed).toString('utf8').split('\n');

    expect(words.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(words).size).toBe(words.length);
    expect([...words].sort()).toEqual(words);
    expect(packed.length).toBeLessThan(30 * 1024);
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
