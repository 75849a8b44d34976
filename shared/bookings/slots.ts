// Appointment slots: where they fall in the shop's opening hours (Europe/London, so a slot is 11:00
// London time in summer and in winter alike) and whether one can still be booked. Slots are stored
// and sent as UTC ISO instants; the London calendar day and clock time are only ever computed here.
// Which days open and when comes from the shop's settings (shared/settings/shop-calendar.ts passes
// an `OpeningOf`); without one, the weekly hours of shared/business.ts apply.
import { BUSINESS, OPENING_HOURS } from '../business';
import { lazy } from '../lazy';
import { bankHolidayOn } from '../settings/bank-holidays';
import { DEFAULT_SLOT_CAPACITY } from '../settings/settings-constants';
import { addDays } from '../dates';

/** Length of one appointment slot (decision 090). */
export const SLOT_MINUTES = 30;
/** How many bookings the counter can take in one slot by default (decision 090); staff change it in the settings. */
export const SLOT_CAPACITY = DEFAULT_SLOT_CAPACITY;
/** A slot starting sooner than this from now can no longer be booked online. */
export const BOOKING_LEAD_MINUTES = 60;
/** Slots can be booked up to this many days ahead (London calendar days after today). */
export const BOOKING_WINDOW_DAYS = 30;
/** The longest range of days one slot listing answers. */
export const MAX_SLOT_RANGE_DAYS = 31;

const MINUTE = 60_000;

const londonClock = lazy(() => new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
}));

interface LondonTime {
  /** YYYY-MM-DD */
  day: string;
  /** Minutes since London midnight. */
  minutes: number;
}

function londonTime(date: Date): LondonTime & { epochAsUtc: number } {
  const parts = londonClock().formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map(part) as [
    number, number, number, number, number, number,
  ];
  return {
    day: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    minutes: hour * 60 + minute,
    // The London wall clock read as if it were UTC: its distance from the real instant is the offset.
    epochAsUtc: Date.UTC(year, month - 1, day, hour, minute, second),
  };
}

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** A London day's hours, or why the shop is shut that day. */
export type DayOpening = { open: true; opens: string; closes: string } | { open: false; reason: string };
export type OpeningOf = (day: string) => DayOpening;

/**
 * The default settings' calendar (the weekly hours of shared/business.ts, shut on bank holidays), for
 * callers without the shop's settings at hand. Same answer as shop-calendar.ts over defaultSettings().
 */
export const defaultOpeningOf: OpeningOf = (day) => {
  const holiday = bankHolidayOn(day);
  if (holiday) return { open: false, reason: holiday.name };
  return OPENING_HOURS.days.includes(isoWeekday(day)) ? { open: true, opens: OPENING_HOURS.opens, closes: OPENING_HOURS.closes } : { open: false, reason: 'Closed' };
};

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** ISO weekday of a calendar day: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function isOpeningDay(day: string, openingOf: OpeningOf = defaultOpeningOf): boolean {
  return openingOf(day).open;
}

/** The UTC instant of a London wall-clock time on a London calendar day. */
export function londonWallClockToUtc(day: string, minutesOfDay: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, 0, minutesOfDay);
  const offset = londonTime(new Date(asUtc)).epochAsUtc - asUtc;
  let instant = asUtc - offset;
  // Near a clock change the offset at the guess and at the answer can differ; the answer's wins.
  const offsetThen = londonTime(new Date(instant)).epochAsUtc - instant;
  if (offsetThen !== offset) instant = asUtc - offsetThen;
  return new Date(instant);
}

/** The London calendar day and minutes after London midnight of an instant. */
export function toLondon(date: Date): LondonTime {
  const { day, minutes } = londonTime(date);
  return { day, minutes };
}

/** Every slot start of a day, as UTC ISO strings, earliest first; none on a closed day. */
export function slotStartsOfDay(day: string, openingOf: OpeningOf = defaultOpeningOf): string[] {
  const opening = openingOf(day);
  if (!opening.open) return [];
  const starts: string[] = [];
  for (let minutes = toMinutes(opening.opens); minutes + SLOT_MINUTES <= toMinutes(opening.closes); minutes += SLOT_MINUTES) {
    starts.push(londonWallClockToUtc(day, minutes).toISOString());
  }
  return starts;
}

export function slotEnd(start: string): string {
  return new Date(Date.parse(start) + SLOT_MINUTES * MINUTE).toISOString();
}

export function lastBookableDay(now: Date): string {
  return addDays(toLondon(now).day, BOOKING_WINDOW_DAYS);
}

/** A slot outside the hours of its day. */
export function outsideHoursMessage(opens: string, closes: string): string {
  return `That time is outside our opening hours that day (${opens} to ${closes}). Please choose a slot between ${opens} and ${closes}.`;
}

/** A slot on a day the shop is shut: a weekly closed day, a bank holiday or a one-off closure. */
export function closedDayMessage(reason: string): string {
  return reason === 'Closed' || reason.startsWith('Closed on ')
    ? SLOT_MESSAGES.closedDay
    : `We are closed that day (${reason}). Please choose another day.`;
}

export const SLOT_MESSAGES = {
  notAStart: `Appointments start on the hour or half hour. Please choose one of the listed slots.`,
  closedDay: `We are closed that day. Please choose a day we are open.`,
  outsideHours: outsideHoursMessage(OPENING_HOURS.opens, OPENING_HOURS.closes),
  past: 'That slot is in the past. Please choose a later one.',
  tooSoon: `Online bookings close ${BOOKING_LEAD_MINUTES} minutes before the slot. Please choose a later one, or call us on ${BUSINESS.phone.display}.`,
  tooFarAhead: `Bookings open ${BOOKING_WINDOW_DAYS} days ahead. Please choose an earlier date.`,
  full: 'Sorry, that slot is fully booked. Please choose another time.',
} as const;

/** Why a slot cannot be booked now, or null when it can. `start` is a UTC ISO instant. */
export function slotProblem(start: string, now: Date, openingOf: OpeningOf = defaultOpeningOf): string | null {
  const instant = new Date(start);
  if (Number.isNaN(instant.getTime())) return SLOT_MESSAGES.notAStart;
  const { day, minutes } = toLondon(instant);
  const opening = openingOf(day);
  if (!opening.open) return closedDayMessage(opening.reason);
  const opens = toMinutes(opening.opens);
  if (minutes < opens || minutes + SLOT_MINUTES > toMinutes(opening.closes)) return outsideHoursMessage(opening.opens, opening.closes);
  if ((minutes - opens) % SLOT_MINUTES !== 0 || instant.getTime() % MINUTE !== 0) return SLOT_MESSAGES.notAStart;
  if (instant.getTime() <= now.getTime()) return SLOT_MESSAGES.past;
  if (instant.getTime() < now.getTime() + BOOKING_LEAD_MINUTES * MINUTE) return SLOT_MESSAGES.tooSoon;
  if (day > lastBookableDay(now)) return SLOT_MESSAGES.tooFarAhead;
  return null;
}

/** The slot starts from one London day to another (inclusive) that can be booked now. */
export function bookableSlotStarts(fromDay: string, toDay: string, now: Date, openingOf: OpeningOf = defaultOpeningOf): string[] {
  const starts: string[] = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) {
    for (const start of slotStartsOfDay(day, openingOf)) if (slotProblem(start, now, openingOf) === null) starts.push(start);
  }
  return starts;
}
