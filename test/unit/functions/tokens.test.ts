import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newSessionToken } from '../../../functions/data/sessions';
import { newLinkTokenRecord, isLinkUsable, LINK_LIFETIME_MS } from '../../../functions/data/link-tokens';
import { newLink, linkUrl } from '../../../functions/accounts/account-links';
import { randomToken, sha256Hex } from '../../../functions/lib/tokens';

describe('tokens', () => {
  it('makes 256-bit base64url tokens, different each time', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(token);
    expect(newSessionToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the SHA-256 of a token', () => {
    const token = randomToken();
    const expected = createHash('sha256').update(token).digest('hex');
    expect(sha256Hex(token)).toBe(expected);
    expect(hashToken(token)).toBe(expected);
  });
});

describe('emailed links', () => {
  const now = new Date('2025-06-03T10:00:00Z');

  it('expire after 24 hours for verification and 1 hour for reset', () => {
    expect(LINK_LIFETIME_MS['verify-email']).toBe(24 * 60 * 60 * 1000);
    expect(LINK_LIFETIME_MS['change-email']).toBe(24 * 60 * 60 * 1000);
    expect(LINK_LIFETIME_MS['reset-password']).toBe(60 * 60 * 1000);
  });

  it('keep the hash, not the token, in the record', () => {
    const { token, record } = newLink('reset-password', 'user-1', 'jo@example.com', now);
    expect(record.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(record)).not.toContain(token);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('are usable until they expire, for their purpose only, and not once used', () => {
    const record = newLinkTokenRecord('reset-password', randomToken(), 'user-1', 'jo@example.com', now);
    const justBefore = new Date(record.expiresAtMs - 1);
    expect(isLinkUsable(record, ['reset-password'], justBefore)).toBe(true);
    expect(isLinkUsable(record, ['reset-password'], new Date(record.expiresAtMs))).toBe(false);
    expect(isLinkUsable(record, ['verify-email'], now)).toBe(false);
    expect(isLinkUsable({ ...record, usedAt: now.toISOString() }, ['reset-password'], now)).toBe(false);
  });

  it('point at the pages of the site', () => {
    expect(linkUrl('https://shop.example', 'verify-email', 'abc')).toBe('https://shop.example/verify-email/abc');
    expect(linkUrl('https://shop.example', 'change-email', 'abc')).toBe('https://shop.example/verify-email/abc');
    expect(linkUrl('https://shop.example', 'reset-password', 'abc')).toBe('https://shop.example/reset-password/abc');
  });
});
