// Appointment slots in London time (summer and winter alike) and the rules on when one can be booked.
import { describe, expect, it } from 'vitest';
import {
  BOOKING_LEAD_MINUTES,
  SLOT_MESSAGES,
  bookableSlotStarts,
  londonWallClockToUtc,
  slotEnd,
  slotProblem,
  slotStartsOfDay,
} from '../../../shared/bookings/slots';

// 2026-11-24 is a Tuesday in GMT; 2026-07-07 a Tuesday in BST.
const WINTER_TUESDAY = '2026-11-24';
const SUMMER_TUESDAY = '2026-07-07';
const MONDAY_BEFORE = new Date('2026-11-23T09:00:00Z');

describe('slotStartsOfDay', () => {
  it('gives 13 half-hour slots from 11:00 to 17:00 London time in winter (UTC+0)', () => {
    const starts = slotStartsOfDay(WINTER_TUESDAY);

    expect(starts).toHaveLength(13);
    expect(starts[0]).toBe('2026-11-24T11:00:00.000Z');
    expect(starts.at(-1)).toBe('2026-11-24T17:00:00.000Z');
    expect(slotEnd(starts.at(-1)!)).toBe('2026-11-24T17:30:00.000Z');
  });

  it('starts at 10:00 UTC in summer, when London is UTC+1', () => {
    const starts = slotStartsOfDay(SUMMER_TUESDAY);

    expect(starts[0]).toBe('2026-07-07T10:00:00.000Z');
    expect(starts.at(-1)).toBe('2026-07-07T16:00:00.000Z');
  });

  it('follows the clock change: Saturday before it in GMT, the Tuesday after in BST', () => {
    expect(slotStartsOfDay('2027-03-27')[0]).toBe('2027-03-27T11:00:00.000Z');
    expect(slotStartsOfDay('2027-03-30')[0]).toBe('2027-03-30T10:00:00.000Z');
    expect(slotStartsOfDay('2026-10-24')[0]).toBe('2026-10-24T10:00:00.000Z');
    expect(slotStartsOfDay('2026-10-27')[0]).toBe('2026-10-27T11:00:00.000Z');
  });

  it('has no slots on Sunday or Monday', () => {
    expect(slotStartsOfDay('2026-11-29')).toEqual([]);
    expect(slotStartsOfDay('2026-11-30')).toEqual([]);
  });

  it('turns a London wall-clock time into its UTC instant', () => {
    expect(londonWallClockToUtc(SUMMER_TUESDAY, 17 * 60 + 30).toISOString()).toBe('2026-07-07T16:30:00.000Z');
  });
});

describe('slotProblem', () => {
  it('accepts a slot in opening hours, ahead of the lead time and inside the window', () => {
    expect(slotProblem('2026-11-24T14:30:00.000Z', MONDAY_BEFORE)).toBeNull();
  });

  it.each([
    ['a Sunday', '2026-11-29T12:00:00.000Z', SLOT_MESSAGES.closedDay],
    ['a Monday', '2026-11-30T12:00:00.000Z', SLOT_MESSAGES.closedDay],
    ['before opening', '2026-11-24T10:30:00.000Z', SLOT_MESSAGES.outsideHours],
    ['the 17:30 closing time', '2026-11-24T17:30:00.000Z', SLOT_MESSAGES.outsideHours],
    ['a time off the half hour', '2026-11-24T12:15:00.000Z', SLOT_MESSAGES.notAStart],
    ['17:30 London time in summer (16:30 UTC)', '2026-07-07T16:30:00.000Z', SLOT_MESSAGES.outsideHours],
    ['the past', '2026-11-21T12:00:00.000Z', SLOT_MESSAGES.past],
    ['more than 30 days ahead', '2026-12-24T12:00:00.000Z', SLOT_MESSAGES.tooFarAhead],
  ])('refuses %s', (_what, start, message) => {
    expect(slotProblem(start, MONDAY_BEFORE)).toBe(message);
  });

  it(`refuses a slot starting within ${BOOKING_LEAD_MINUTES} minutes, accepts one just after`, () => {
    const now = new Date('2026-11-24T12:01:00.000Z');

    expect(slotProblem('2026-11-24T13:00:00.000Z', now)).toBe(SLOT_MESSAGES.tooSoon);
    expect(slotProblem('2026-11-24T13:30:00.000Z', now)).toBeNull();
  });

  it('accepts the last day of the window and refuses the day after', () => {
    // Monday 23 Nov + 30 days = Wednesday 23 Dec.
    expect(slotProblem('2026-12-23T12:00:00.000Z', MONDAY_BEFORE)).toBeNull();
    expect(slotProblem('2026-12-24T12:00:00.000Z', MONDAY_BEFORE)).toBe(SLOT_MESSAGES.tooFarAhead);
  });
});

describe('bookableSlotStarts', () => {
  it('lists only the slots that can still be booked today and skips closed days', () => {
    const now = new Date('2026-11-24T15:10:00.000Z');

    const starts = bookableSlotStarts('2026-11-24', '2026-11-30', now);

    // Tuesday from 16:30 (lead time), Wednesday to Saturday in full, nothing on Sunday or Monday.
    expect(starts[0]).toBe('2026-11-24T16:30:00.000Z');
    expect(starts.filter((s) => s.startsWith('2026-11-24'))).toHaveLength(2);
    expect(starts).toHaveLength(2 + 4 * 13);
    expect(starts.some((s) => s.startsWith('2026-11-29') || s.startsWith('2026-11-30'))).toBe(false);
  });
});
