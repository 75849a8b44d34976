// Calendar days for the reports screen: YYYY-MM-DD in the shop's time zone, shown in en-GB.
import { addDays, daysBetween, londonDay } from '../../../../../shared/dates';
import { REPORT_MAX_DAYS } from '../../../../../shared/schemas/audit';

export const DEFAULT_REPORT_DAYS = 30;

/** The last 30 London days, today included. */
export function defaultReportRange(now = new Date()): { from: string; to: string } {
  const to = londonDay(now);
  return { from: addDays(to, 1 - DEFAULT_REPORT_DAYS), to };
}

/** What is wrong with a chosen range, in the words the server would use, or null. */
export function rangeProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both dates';
  if (from > to) return 'from must not be after to';
  if (daysBetween(from, to) >= REPORT_MAX_DAYS) return `Choose a range of at most ${REPORT_MAX_DAYS} days`;
  return null;
}

const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** '1 Jul' for a YYYY-MM-DD: the day is already the shop's, so it is formatted as is. */
export function shortDayLabel(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

export function longDayLabel(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}
