import { describe, expect, it } from 'vitest';
import { sessionCookie, clearedSessionCookie } from '../../../functions/accounts/session-cookie';
import { SESSION_LIFETIME, isSessionLive, sessionExpiries, type Session } from '../../../functions/data/sessions';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const now = new Date('2025-06-03T10:00:00Z');

function session(role: Session['role']): Session {
  const { idleExpiresAt, absoluteExpiresAt } = sessionExpiries(role, now);
  return {
    tokenHash: 'h',
    userId: 'u',
    role,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    idleExpiresAt: idleExpiresAt.toISOString(),
    absoluteExpiresAt: absoluteExpiresAt.toISOString(),
  };
}

describe('session lifetimes (SECURITY.md)', () => {
  it('give customers 7 days idle and 30 days absolute, admins 12 hours absolute', () => {
    expect(SESSION_LIFETIME.customer).toEqual({ idleMs: 7 * DAY, absoluteMs: 30 * DAY });
    expect(SESSION_LIFETIME.admin.absoluteMs).toBe(12 * HOUR);
  });

  it('end a customer session after 7 idle days', () => {
    const s = session('customer');
    expect(isSessionLive(s, new Date(now.getTime() + 7 * DAY - 1))).toBe(true);
    expect(isSessionLive(s, new Date(now.getTime() + 7 * DAY))).toBe(false);
  });

  it('end any session at its absolute expiry even if it was kept busy', () => {
    const s = { ...session('customer'), idleExpiresAt: new Date(now.getTime() + 40 * DAY).toISOString() };
    expect(isSessionLive(s, new Date(now.getTime() + 30 * DAY))).toBe(false);
  });

  it('end an admin session after 12 hours', () => {
    const s = session('admin');
    expect(isSessionLive(s, new Date(now.getTime() + 12 * HOUR - 1))).toBe(true);
    expect(isSessionLive(s, new Date(now.getTime() + 12 * HOUR))).toBe(false);
  });
});

describe('session cookie', () => {
  it('is drs_session, HttpOnly, SameSite=Lax, Path=/, kept for the absolute lifetime', () => {
    const cookie = sessionCookie('tok', 'customer');
    expect(cookie.startsWith('drs_session=tok;')).toBe(true);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(sessionCookie('tok', 'admin')).toContain(`Max-Age=${12 * 3600}`);
  });

  it('is cleared with an empty value and Max-Age=0', () => {
    expect(clearedSessionCookie()).toMatch(/^drs_session=; .*Max-Age=0/);
  });
});
