// Default ranges of the reports and the accounting export, in London days, and the periods a report
// groups its days by.
import { addDays, londonDay } from '../../../../../shared/dates';
import type { SalesGrouping } from '../../../../../shared/schemas/reports/reports';

export const GROUP_LABELS: Record<SalesGrouping, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** The last 30 London days, today included. */
export function last30Days(now = new Date()): { from: string; to: string } {
  const to = londonDay(now);
  return { from: addDays(to, -29), to };
}

/** Last calendar month: what the bookkeeper usually takes. */
export function lastMonth(now = new Date()): { from: string; to: string } {
  const firstOfThis = `${londonDay(now).slice(0, 7)}-01`;
  const to = addDays(firstOfThis, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const shortMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short', year: '2-digit' });

export function bucketLabel(start: string, by: 'day' | 'week' | 'month'): string {
  const date = new Date(`${start}T00:00:00Z`);
  return by === 'month' ? shortMonth.format(date) : shortDay.format(date);
}

/** Twelve weeks, Monday to today: the bookings report's default, so each bucket is a whole week. */
export function last12Weeks(now = new Date()): { from: string; to: string } {
  const to = londonDay(now);
  const sinceMonday = (new Date(`${to}T00:00:00Z`).getUTCDay() + 6) % 7;
  return { from: addDays(to, -sinceMonday - 77), to };
}
