import { describe, expect, it } from 'vitest';
import { generatePassword } from '../../../scripts/local/generate-password';
import { unmetPasswordRequirements } from '../../../shared/schemas/password-policy';

describe('generatePassword', () => {
  it('makes a different 20-character password each time that meets the policy', () => {
    const passwords = Array.from({ length: 50 }, generatePassword);

    expect(new Set(passwords).size).toBe(50);
    for (const password of passwords) {
      expect(password).toHaveLength(20);
      expect(unmetPasswordRequirements(password)).toEqual([]);
      expect(password).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});
