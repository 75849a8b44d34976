import { describe, expect, it } from 'vitest';
import { generateRecoveryCodes, hashRecoveryCode, normaliseRecoveryCode } from '../../../functions/accounts/recovery-codes';

describe('recovery codes', () => {
  it('makes 10 different codes of two groups of 5 unambiguous characters', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hashes with SHA-256 and never keeps the code itself', () => {
    const [code] = generateRecoveryCodes(1);
    const hash = hashRecoveryCode(code!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code!.replace('-', ''));
  });

  it('ignores case, spaces and the hyphen when a code is typed back', () => {
    expect(normaliseRecoveryCode(' AB2CD-EF3GH ')).toBe('ab2cdef3gh');
    expect(hashRecoveryCode('AB2CD EF3GH')).toBe(hashRecoveryCode('ab2cd-ef3gh'));
  });
});
