// Timesheet weeks by the shop's calendar, and the edit form's London times (decision 260).
import { describe, expect, it } from 'vitest';
import { daysOfWeek, isMonday, mondayOf, weekOf } from '../../../../shared/staff/weeks';
import { hoursText, isoFromLondonInput, londonInputValue } from '../../../../frontend/src/features/timesheets/utils/london-time';
import { addDays } from '../../../../shared/dates';

describe('timesheet weeks', () => {
  it('names a week by its Monday, across months and years', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(isMonday('2026-11-23')).toBe(true);
    expect(isMonday('2026-11-24')).toBe(false);
    expect(isMonday('2026-02-30')).toBe(false);
    expect(daysOfWeek('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });

  it("puts a moment in the week of its London day: Sunday 23:30 in summer is still Sunday's week", () => {
    // 2026-06-28 is a Sunday; 22:30 UTC is 23:30 in London (BST).
    expect(weekOf(new Date('2026-06-28T22:30:00Z'))).toBe('2026-06-22');
    // 23:30 UTC is already Monday 00:30 in London.
    expect(weekOf(new Date('2026-06-28T23:30:00Z'))).toBe('2026-06-29');
  });
});

describe("the edit form's London times", () => {
  it('reads and writes datetime-local values on London time, in winter and in summer', () => {
    expect(londonInputValue('2026-11-17T09:00:00.000Z')).toBe('2026-11-17T09:00');
    expect(londonInputValue('2026-06-17T08:00:00.000Z')).toBe('2026-06-17T09:00');
    expect(isoFromLondonInput('2026-11-17T09:00')).toBe('2026-11-17T09:00:00.000Z');
    expect(isoFromLondonInput('2026-06-17T09:00')).toBe('2026-06-17T08:00:00.000Z');
    expect(isoFromLondonInput('yesterday')).toBeNull();
  });

  it('shows minutes as hours and minutes', () => {
    expect(hoursText(0)).toBe('–');
    expect(hoursText(45)).toBe('45 min');
    expect(hoursText(510)).toBe('8 h 30 min');
    expect(hoursText(480)).toBe('8 h');
  });
});
