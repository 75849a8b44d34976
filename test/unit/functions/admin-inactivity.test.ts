import { describe, expect, it } from 'vitest';
import { ACTIVITY_WRITE_INTERVAL_MS, PASSCODE_PROOF_MS, inactivityVerdict, lastActivityOf, proofIsFresh } from '../../../functions/admin-security/inactivity';
import { timeoutStateOf } from '../../../functions/admin-security/timeout-state';
import { generatePasscode } from '../../../functions/admin-security/initial-passcode';
import { defaultAdminSecurity, type AdminSecurityRecord } from '../../../functions/data/admin-security';
import { TIMEOUT_MINUTES_OPTIONS, timeoutLabel } from '../../../shared/admin-timeout';

const MINUTE = 60 * 1000;
const t0 = Date.parse('2026-11-23T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const settings = (over: Partial<AdminSecurityRecord> = {}): AdminSecurityRecord => ({ ...defaultAdminSecurity('u1'), ...over });
const session = { createdAt: iso(t0) };

describe('inactivityVerdict', () => {
  it('defaults to enabled, 10 minutes: 423 just past 10 idle minutes, not at 10', () => {
    expect(inactivityVerdict(settings(), session, new Date(t0 + 10 * MINUTE))).toBe('record');
    expect(inactivityVerdict(settings(), session, new Date(t0 + 10 * MINUTE + 1))).toBe('timed-out');
  });

  it('is off while the timeout is disabled, however long the admin was away', () => {
    expect(inactivityVerdict(settings({ timeoutEnabled: false }), session, new Date(t0 + 11 * 60 * MINUTE))).toBe('off');
  });

  it('stores activity at most every 15 seconds', () => {
    const active = { ...session, lastActivityAt: iso(t0) };
    expect(inactivityVerdict(settings(), active, new Date(t0 + ACTIVITY_WRITE_INTERVAL_MS - 1))).toBe('fresh');
    expect(inactivityVerdict(settings(), active, new Date(t0 + ACTIVITY_WRITE_INTERVAL_MS))).toBe('record');
  });

  it.each(TIMEOUT_MINUTES_OPTIONS)('times out after %i minutes when chosen', (minutes) => {
    const chosen = settings({ timeoutMinutes: minutes });
    expect(inactivityVerdict(chosen, session, new Date(t0 + minutes * MINUTE))).not.toBe('timed-out');
    expect(inactivityVerdict(chosen, session, new Date(t0 + minutes * MINUTE + 1000))).toBe('timed-out');
  });

  it('counts from the moment the timeout was switched on when that is later than the last activity', () => {
    const switchedOn = settings({ timeoutEnabledAt: iso(t0 + 60 * MINUTE) });
    expect(lastActivityOf(switchedOn, { ...session, lastActivityAt: iso(t0 + 5 * MINUTE) })).toBe(t0 + 60 * MINUTE);
    expect(inactivityVerdict(switchedOn, session, new Date(t0 + 65 * MINUTE))).toBe('record');
  });
});

describe('passcode proofs', () => {
  it('allow a change for 5 minutes', () => {
    expect(proofIsFresh(iso(t0), new Date(t0 + PASSCODE_PROOF_MS - 1))).toBe(true);
    expect(proofIsFresh(iso(t0), new Date(t0 + PASSCODE_PROOF_MS))).toBe(false);
    expect(proofIsFresh(undefined, new Date(t0))).toBe(false);
  });
});

describe('timeoutStateOf', () => {
  it('shows no last activity and no verified passcode while the timeout is off', () => {
    const state = timeoutStateOf(settings({ timeoutEnabled: false, passcodeHash: 'h' }), { ...session, lastActivityAt: iso(t0) }, new Date(t0));
    expect(state).toEqual({
      enabled: false,
      durationMinutes: 10,
      customPasscode: false,
      hasPasscode: true,
      lastActivityAt: null,
      passcodeVerified: false,
      recoveryVerified: false,
    });
  });
});

describe('the first passcode and the duration labels', () => {
  it('generates 6 digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generatePasscode()).toMatch(/^\d{6}$/);
  });

  it('reads 5, 10, 15, 30 minutes, 1 hour, 2 hours', () => {
    expect(TIMEOUT_MINUTES_OPTIONS.map(timeoutLabel)).toEqual(['5 minutes', '10 minutes', '15 minutes', '30 minutes', '1 hour', '2 hours']);
  });
});
