// Daily scheduled jobs run at the same London time locally as EventBridge Scheduler runs them in the
// cloud (decision 135), through summer time changes.
import { describe, expect, it } from 'vitest';
import { nextLondonTime } from '../../../scripts/local/local-daily-jobs';
import { dailyCron } from '../../../shared/scheduled-jobs';

describe('nextLondonTime', () => {
  it('is later today in winter (London on GMT)', () => {
    expect(nextLondonTime('07:00', new Date('2026-01-15T05:00:00Z')).toISOString()).toBe('2026-01-15T07:00:00.000Z');
  });

  it('is an hour earlier in UTC in summer (London on BST)', () => {
    expect(nextLondonTime('07:00', new Date('2026-07-15T05:00:00Z')).toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });

  it('is tomorrow once the time has passed today, and never now itself', () => {
    expect(nextLondonTime('07:00', new Date('2026-01-15T07:00:00Z')).toISOString()).toBe('2026-01-16T07:00:00.000Z');
  });

  it('follows the clocks going forward overnight', () => {
    // 29 March 2026: clocks go forward at 01:00 UTC.
    expect(nextLondonTime('07:00', new Date('2026-03-28T08:00:00Z')).toISOString()).toBe('2026-03-29T06:00:00.000Z');
  });
});

describe('dailyCron', () => {
  it("is EventBridge Scheduler's six-field cron for the time", () => {
    expect(dailyCron('07:30')).toBe('cron(30 7 * * ? *)');
    expect(dailyCron('00:05')).toBe('cron(5 0 * * ? *)');
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => dailyCron('24:00')).toThrow(/not a time of day/);
    expect(() => dailyCron('7:5' as '7:5')).toThrow(/not a time of day/);
  });
});
