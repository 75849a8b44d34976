// "Open now" or "Closed, opens Tuesday at 11:00", computed in Europe/London from the one set of
// opening hours in shared/business.ts. Pure: the caller passes the instant.
import { OPENING_HOURS } from '../business';
import { isoWeekday, toLondon } from '../bookings/slots';
import { WEEKDAYS } from './weekly-hours';
import { addDays } from '../dates';

export interface OpeningStatus {
  open: boolean;
  /** "Open now, until 17:30" or "Closed, opens Tuesday at 11:00" (today / tomorrow when it is). */
  text: string;
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

export function openingStatus(now: Date, hours: { days: readonly number[]; opens: string; closes: string } = OPENING_HOURS): OpeningStatus {
  const { day, minutes } = toLondon(now);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const openToday = hours.days.includes(isoWeekday(day));
  if (openToday && minutes >= opens && minutes < closes) return { open: true, text: `Open now, until ${hours.closes}` };
  if (openToday && minutes < opens) return { open: false, text: `Closed, opens today at ${hours.opens}` };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const weekday = isoWeekday(addDays(day, ahead));
    if (!hours.days.includes(weekday)) continue;
    const when = ahead === 1 ? 'tomorrow' : WEEKDAYS[weekday - 1]!;
    return { open: false, text: `Closed, opens ${when} at ${hours.opens}` };
  }
  return { open: false, text: 'Closed' };
}
