import { describe, expect, it } from 'vitest';
import {
  THROTTLE_RULES,
  exceedsLimit,
  lockedFor,
  minutesInWords,
  reachesLimit,
  retryAfterFor,
  secondsUntil,
  tooManyEmailsMessage,
  tooManySignInsMessage,
  windowIsOpen,
} from '../../../functions/accounts/throttle-rules';

const now = new Date('2025-06-03T10:00:00Z');
const t = now.getTime();
const MINUTE = 60_000;

describe('the limits of SECURITY.md', () => {
  it('allow 5 failures per account and 50 per address in 15 minutes, then lock for 15 minutes', () => {
    expect(THROTTLE_RULES.signInAccount).toMatchObject({ limit: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE });
    expect(THROTTLE_RULES.signInAddress).toMatchObject({ limit: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE });
  });

  it('allow 3 emails per address per hour', () => {
    expect(THROTTLE_RULES.accountEmail).toMatchObject({ limit: 3, windowMs: 60 * MINUTE });
  });

  it('stay under ASVS 2.2.1 (at most 100 failed attempts an hour per account)', () => {
    const { limit, windowMs, lockMs } = THROTTLE_RULES.signInAccount;
    // Worst case: the limit just before a lock ends, in every window an hour holds.
    const perHour = Math.ceil((60 * MINUTE) / Math.min(windowMs, lockMs)) * limit * 2;
    expect(perHour).toBeLessThanOrEqual(100);
  });
});

describe('throttle arithmetic', () => {
  const rule = THROTTLE_RULES.signInAccount;

  it('refuses the attempt after the limit, and locks on the failure that reaches it', () => {
    expect(reachesLimit(4, rule)).toBe(false);
    expect(reachesLimit(5, rule)).toBe(true);
    expect(exceedsLimit(5, rule)).toBe(false);
    expect(exceedsLimit(6, rule)).toBe(true);
  });

  it('reads a lock in force as whole seconds, rounded up', () => {
    expect(lockedFor({ count: 5, windowEndsAt: t, lockedUntil: t + 15 * MINUTE }, now)).toBe(900);
    expect(lockedFor({ count: 5, windowEndsAt: t, lockedUntil: t + 1500 }, now)).toBe(2);
  });

  it('reads an ended lock, or none, as not locked', () => {
    expect(lockedFor({ count: 5, windowEndsAt: t, lockedUntil: t }, now)).toBeNull();
    expect(lockedFor({ count: 2, windowEndsAt: t + MINUTE }, now)).toBeNull();
    expect(lockedFor(null, now)).toBeNull();
  });

  it('never says to retry in 0 seconds', () => {
    expect(secondsUntil(t, now)).toBe(1);
    expect(secondsUntil(t - 5000, now)).toBe(1);
  });

  it('knows an open window from a closed one', () => {
    expect(windowIsOpen({ count: 1, windowEndsAt: t + 1 }, now)).toBe(true);
    expect(windowIsOpen({ count: 1, windowEndsAt: t }, now)).toBe(false);
    expect(windowIsOpen(null, now)).toBe(false);
  });

  it('tells a refused sign-in to wait out the lock, or 15 minutes', () => {
    expect(retryAfterFor(rule, { count: 6, windowEndsAt: t, lockedUntil: t + 10 * MINUTE }, now)).toBe(600);
    expect(retryAfterFor(rule, { count: 6, windowEndsAt: t + 5 * MINUTE }, now)).toBe(900);
  });

  it('tells a refused email request to wait for its window to end', () => {
    expect(retryAfterFor(THROTTLE_RULES.accountEmail, { count: 4, windowEndsAt: t + 42 * MINUTE }, now)).toBe(42 * 60);
  });

  it('puts the wait in words', () => {
    expect(minutesInWords(900)).toBe('15 minutes');
    expect(minutesInWords(61)).toBe('2 minutes');
    expect(minutesInWords(20)).toBe('1 minute');
    expect(tooManySignInsMessage(900)).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(tooManyEmailsMessage(3600)).toBe(
      'Too many emails have been requested for this address. Please try again in 60 minutes.',
    );
  });
});
