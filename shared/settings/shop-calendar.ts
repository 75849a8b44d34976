// Which days the shop opens and when, from the settings: the weekly hours, then Northern Ireland's
// bank holidays (when the shop closes on them), then one-off closures. Pure: bookings, the site
// status and the customer pages all answer from it.
import { WEEKDAYS } from '../content/weekly-hours';
import { isoWeekday, toLondon, type DayOpening } from '../bookings/slots';
import type { OpeningHoursSettings } from '../schemas/settings';
import { bankHolidayOn } from './bank-holidays';
import { addDays } from '../dates';

export function openingOn(day: string, hours: OpeningHoursSettings): DayOpening {
  const closure = hours.closures.find((c) => c.day === day);
  if (closure) return { open: false, reason: closure.reason };
  if (hours.bankHolidaysClosed) {
    const holiday = bankHolidayOn(day);
    if (holiday) return { open: false, reason: holiday.name };
  }
  const weekday = isoWeekday(day);
  const week = hours.week[weekday - 1];
  if (!week?.open) return { open: false, reason: `Closed on ${WEEKDAYS[weekday - 1]}s` };
  return { open: true, opens: week.opens, closes: week.closes };
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** "Open now, until 17:30" or "Closed, opens Tuesday at 11:00", looking up to two weeks ahead. */
export function openingStatusText(now: Date, hours: OpeningHoursSettings): { open: boolean; text: string } {
  const { day, minutes } = toLondon(now);
  const today = openingOn(day, hours);
  if (today.open && minutes >= minutesOf(today.opens) && minutes < minutesOf(today.closes)) return { open: true, text: `Open now, until ${today.closes}` };
  if (today.open && minutes < minutesOf(today.opens)) return { open: false, text: `Closed, opens today at ${today.opens}` };
  for (let ahead = 1; ahead <= 14; ahead++) {
    const next = addDays(day, ahead);
    const opening = openingOn(next, hours);
    if (!opening.open) continue;
    const when = ahead === 1 ? 'tomorrow' : ahead < 7 ? WEEKDAYS[isoWeekday(next) - 1]! : `on ${next}`;
    return { open: false, text: `Closed, opens ${when} at ${opening.opens}` };
  }
  return { open: false, text: 'Closed' };
}

/** Days shut other than the weekly pattern (bank holidays, one-off closures) from a day on. */
export function upcomingClosures(fromDay: string, days: number, hours: OpeningHoursSettings): { day: string; reason: string }[] {
  const closed: { day: string; reason: string }[] = [];
  for (let offset = 0; offset < days; offset++) {
    const day = addDays(fromDay, offset);
    const opening = openingOn(day, hours);
    const weekly = hours.week[isoWeekday(day) - 1];
    if (!opening.open && weekly?.open) closed.push({ day, reason: opening.reason });
  }
  return closed;
}
