// The activity log filters by calendar day in the shop's time zone; records are stamped in UTC.
import { BUSINESS } from '../../shared/business';
import { lazy } from '../../shared/lazy';

const wallClock = lazy(() => new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS.timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
}));

/** How far London's wall clock is ahead of UTC at an instant, in ms (0 in winter, 1 hour in summer). */
function londonOffsetMs(instant: number): number {
  const parts = Object.fromEntries(wallClock().formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant a London day (YYYY-MM-DD) starts. Clocks change at 01:00 UTC, never at midnight. */
export function londonDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnightUtc - londonOffsetMs(midnightUtc));
}

/** The UTC instant the day after a London day starts: the exclusive end of that day. */
export function londonDayEnd(day: string): Date {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return londonDayStart(next);
}
