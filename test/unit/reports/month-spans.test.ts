// Which days of a range a report reads as whole months and which as days (decision 388).
import { describe, expect, it } from 'vitest';
import { daysOutside, lastDayOfMonth, wholeMonthsIn } from '../../../shared/reports/month-spans';

describe('month spans', () => {
  it("knows each month's last day, February of leap years too", () => {
    expect(lastDayOfMonth('2026-01')).toBe('2026-01-31');
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2100-02')).toBe('2100-02-28');
    expect(lastDayOfMonth('2026-04')).toBe('2026-04-30');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });

  it('lists the months wholly inside a range, across a year end', () => {
    expect(wholeMonthsIn('2025-11-29', '2026-11-28')).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
    expect(wholeMonthsIn('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
    expect(wholeMonthsIn('2026-03-01', '2026-03-30')).toEqual([]);
    expect(wholeMonthsIn('2026-03-02', '2026-04-30')).toEqual(['2026-04']);
    expect(wholeMonthsIn('2026-03-10', '2026-03-20')).toEqual([]);
  });

  it('leaves the days outside the months as few ranges as they make', () => {
    expect(daysOutside('2025-11-29', '2026-11-28', ['2025-12', '2026-01'])).toEqual([['2025-11-29', '2025-11-30'], ['2026-02-01', '2026-11-28']]);
    expect(daysOutside('2026-01-01', '2026-12-31', ['2026-01', '2026-02', '2026-04'])).toEqual([['2026-03-01', '2026-03-31'], ['2026-05-01', '2026-12-31']]);
    expect(daysOutside('2026-01-01', '2026-02-28', ['2026-01', '2026-02'])).toEqual([]);
    expect(daysOutside('2026-03-10', '2026-03-20', [])).toEqual([['2026-03-10', '2026-03-20']]);
    expect(daysOutside('2028-02-15', '2028-03-31', ['2028-03'])).toEqual([['2028-02-15', '2028-02-29']]);
  });
});
