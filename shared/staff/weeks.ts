// Timesheet weeks: Monday to Sunday by the shop's calendar (London days), named by their Monday.
import { addDays, londonDay } from '../dates';

/** The Monday of the week a YYYY-MM-DD day is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function isMonday(day: string): boolean {
  return !Number.isNaN(Date.parse(`${day}T12:00:00Z`)) && mondayOf(day) === day;
}

/** The week (its Monday) a moment falls in, by the shop's calendar. */
export function weekOf(at: Date): string {
  return mondayOf(londonDay(at));
}

/** The seven days of a week, Monday first. */
export function daysOfWeek(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
