// The shop's calendar from its settings: weekly hours, bank holidays and one-off closures decide the
// day's opening, the "open now" line and which booking slots exist.
import { describe, expect, it } from 'vitest';
import { bookableSlotStarts, slotProblem, slotStartsOfDay, SLOT_MESSAGES } from '../../../shared/bookings/slots';
import type { OpeningHoursSettings } from '../../../shared/schemas/settings';
import { OpeningHoursSettingsSchema } from '../../../shared/schemas/settings';
import { defaultSettings } from '../../../shared/settings/default-settings';
import { openingOn, openingStatusText, upcomingClosures } from '../../../shared/settings/shop-calendar';

function hours(change: (h: OpeningHoursSettings) => void = () => {}): OpeningHoursSettings {
  const h = defaultSettings().hours;
  change(h);
  return h;
}

describe('openingOn', () => {
  it('opens Tuesday to Saturday 11:00 to 17:30 by default and closes Sunday and Monday', () => {
    expect(openingOn('2026-11-24', hours())).toEqual({ open: true, opens: '11:00', closes: '17:30' });
    expect(openingOn('2026-11-29', hours())).toEqual({ open: false, reason: 'Closed on Sundays' });
    expect(openingOn('2026-11-30', hours())).toEqual({ open: false, reason: 'Closed on Mondays' });
  });

  it('closes on a bank holiday that falls on an opening day, unless staff open on bank holidays', () => {
    expect(openingOn('2026-12-25', hours())).toEqual({ open: false, reason: 'Christmas Day' });
    expect(openingOn('2026-12-25', hours((h) => (h.bankHolidaysClosed = false)))).toEqual({ open: true, opens: '11:00', closes: '17:30' });
  });

  it('closes on a one-off closure with its reason, and uses a day’s own hours', () => {
    const h = hours((x) => {
      x.closures = [{ day: '2026-12-02', reason: 'Stocktaking' }];
      x.week[5] = { open: true, opens: '10:00', closes: '14:00' };
    });
    expect(openingOn('2026-12-02', h)).toEqual({ open: false, reason: 'Stocktaking' });
    expect(openingOn('2026-11-28', h)).toEqual({ open: true, opens: '10:00', closes: '14:00' });
  });
});

describe('booking slots follow the settings', () => {
  const openingOf = (h: OpeningHoursSettings) => (day: string) => openingOn(day, h);

  it('gives no slots on a closed day and refuses one with the closure named', () => {
    const h = hours((x) => (x.closures = [{ day: '2026-12-02', reason: 'Staff training' }]));
    expect(slotStartsOfDay('2026-12-02', openingOf(h))).toEqual([]);
    expect(slotProblem('2026-12-02T12:00:00.000Z', new Date('2026-11-24T09:00:00Z'), openingOf(h))).toBe(
      'We are closed that day (Staff training). Please choose another day.',
    );
    expect(slotProblem('2026-11-29T12:00:00.000Z', new Date('2026-11-24T09:00:00Z'), openingOf(h))).toBe(SLOT_MESSAGES.closedDay);
  });

  it('lays slots over a day’s own hours: Saturday 10:00 to 12:00 gives four', () => {
    const h = hours((x) => (x.week[5] = { open: true, opens: '10:00', closes: '12:00' }));
    expect(slotStartsOfDay('2026-11-28', openingOf(h))).toEqual([
      '2026-11-28T10:00:00.000Z', '2026-11-28T10:30:00.000Z', '2026-11-28T11:00:00.000Z', '2026-11-28T11:30:00.000Z',
    ]);
  });

  it('offers no slot on Christmas Day by default', () => {
    const slots = bookableSlotStarts('2026-12-24', '2026-12-26', new Date('2026-12-01T09:00:00Z'));
    expect(slots.some((s) => s.startsWith('2026-12-24'))).toBe(true);
    expect(slots.some((s) => s.startsWith('2026-12-25'))).toBe(false);
  });
});

describe('openingStatusText', () => {
  it('says open now until closing, and skips a closure when naming the next opening', () => {
    expect(openingStatusText(new Date('2026-11-24T12:00:00Z'), hours()).text).toBe('Open now, until 17:30');
    const h = hours((x) => (x.closures = [{ day: '2026-11-25', reason: 'Training' }]));
    expect(openingStatusText(new Date('2026-11-24T18:00:00Z'), h).text).toBe('Closed, opens Thursday at 11:00');
  });

  it('lists the closures and bank holidays ahead, not the weekly closed days', () => {
    expect(upcomingClosures('2026-12-20', 10, hours())).toEqual([{ day: '2026-12-25', reason: 'Christmas Day' }]);
  });
});

describe('OpeningHoursSettingsSchema', () => {
  it('refuses a day closing before it opens, times off the half hour and a date closed twice', () => {
    const bad = hours((x) => {
      x.week[1] = { open: true, opens: '17:00', closes: '11:00' };
      x.week[2] = { open: true, opens: '11:15', closes: '17:30' };
      x.closures = [{ day: '2026-12-02', reason: 'A' }, { day: '2026-12-02', reason: 'B' }];
    });
    const messages = OpeningHoursSettingsSchema.safeParse(bad).error?.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Closing time must be after opening time', 'Times are on the hour or half hour, like 11:00 or 17:30']));
    const twice = OpeningHoursSettingsSchema.safeParse(hours((x) => (x.closures = [{ day: '2026-12-02', reason: 'A' }, { day: '2026-12-02', reason: 'B' }])));
    expect(twice.error?.issues.map((i) => i.message)).toEqual(['Each date can be closed only once']);
  });
});
