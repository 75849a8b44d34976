// Dates are stored as ISO-8601 UTC strings and shown in the shop's time zone.
import { BUSINESS } from './business';
import { lazy } from './lazy';

const dateFormat = lazy(() => new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS.timeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
}));

const dateTimeFormat = lazy(() => new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS.timeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
}));

export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso));
}

const dayFormat = lazy(() => new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}));

/** The YYYY-MM-DD day `days` after (or before) another: calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier): calendar arithmetic. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar day (YYYY-MM-DD) in the shop's time zone. */
export function londonDay(date: Date): string {
  return dayFormat().format(date);
}

const timeFormat = lazy(() => new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS.timeZone, hour: '2-digit', minute: '2-digit' }));

const weekdayDateFormat = lazy(() => new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS.timeZone, weekday: 'short', day: 'numeric', month: 'short' }));

const longDateFormat = lazy(() => new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS.timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }));

/** "14:30" in the shop's time zone. */
export function formatTime(iso: string): string {
  return timeFormat().format(new Date(iso));
}

/** "Tue 24 Nov" in the shop's time zone. */
export function formatWeekdayDate(iso: string): string {
  return weekdayDateFormat().format(new Date(iso));
}

/** "Tuesday, 24 November 2026" in the shop's time zone. */
export function formatLongDate(iso: string): string {
  return longDateFormat().format(new Date(iso));
}
