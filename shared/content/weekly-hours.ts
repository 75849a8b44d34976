// The shop's week, Monday first, with its hours: the contact page's table. No date arithmetic here,
// so the page can show it without loading the time-zone code.
import { OPENING_HOURS } from '../business';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export function weeklyHours(hours: { days: readonly number[]; opens: string; closes: string } = OPENING_HOURS): { day: string; hours: string }[] {
  return WEEKDAYS.map((day, index) => ({ day, hours: hours.days.includes(index + 1) ? `${hours.opens} to ${hours.closes}` : 'Closed' }));
}
