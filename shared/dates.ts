// Dates are stored as ISO-8601 UTC strings and shown in the shop's time zone.
import { BUSINESS } from './business';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS.timeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS.timeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in the shop's time zone. */
export function londonDay(date: Date): string {
  return dayFormat.format(date);
}
