import { describe, expect, it } from 'vitest';
import { USERNAME_MAX_LENGTH, USERNAME_PATTERN } from '../../../shared/schemas/account-fields';
import { usernameBase, usernameCandidates } from '../../../functions/accounts/username-suggestions';

describe('username suggestions', () => {
  it('makes only valid usernames, none equal to the one typed', () => {
    const candidates = usernameCandidates('Jo_Bloggs', 2025);
    expect(candidates.length).toBeGreaterThanOrEqual(5);
    for (const c of candidates) {
      expect(c).toMatch(USERNAME_PATTERN);
      expect(c.length).toBeLessThanOrEqual(USERNAME_MAX_LENGTH);
      expect(c.toLowerCase()).not.toBe('jo_bloggs');
      expect(c.startsWith('Jo_Bloggs')).toBe(true);
    }
  });

  it('builds on the allowed characters of what was typed', () => {
    expect(usernameBase('jo.bloggs!')).toBe('jobloggs');
    expect(usernameBase('a.b')).toBe('ab_');
    expect(usernameBase('!!!')).toBe('user');
    expect(usernameBase('x'.repeat(40))).toHaveLength(USERNAME_MAX_LENGTH - 5);
  });
});
