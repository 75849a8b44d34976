// A member's optional date of birth (the birthday bonus, decision 159): what counts as a real and
// sane one (the month-day it is celebrated on is shared/birthday-keys.ts).
import * as z from 'zod/mini';

/** Youngest and oldest an account holder can sanely be (13: the UK's age of digital consent). */
export const DATE_OF_BIRTH_AGE = { min: 13, max: 120 } as const;

export const DATE_OF_BIRTH_MESSAGES = {
  format: 'Enter your date of birth as a real date',
  future: 'Your date of birth must be in the past',
  tooYoung: `You must be at least ${DATE_OF_BIRTH_AGE.min} to add a date of birth`,
  tooOld: 'Please check the year of your date of birth',
} as const;

/** `YYYY-MM-DD` that names a day that exists (no 31 April, no 29 February 2023). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years from `dateOfBirth` to `today` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/** The first message a date of birth breaks, or null when it is a sane one. */
export function dateOfBirthProblem(value: string, today: string): string | null {
  if (!isRealDate(value)) return DATE_OF_BIRTH_MESSAGES.format;
  if (value >= today) return DATE_OF_BIRTH_MESSAGES.future;
  const age = ageOn(value, today);
  if (age < DATE_OF_BIRTH_AGE.min) return DATE_OF_BIRTH_MESSAGES.tooYoung;
  if (age > DATE_OF_BIRTH_AGE.max) return DATE_OF_BIRTH_MESSAGES.tooOld;
  return null;
}

/** Today's date in UTC, YYYY-MM-DD: the day a date of birth is checked against. */
function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Refuses a date of birth with `message` when that is its first problem; blank passes (no date). */
function noProblem(message: string) {
  return z.refine<string>((value) => value === '' || dateOfBirthProblem(value, todayIso()) !== message, message);
}

/** Optional on the profile form and PATCH /api/user/profile; blank removes it. */
export const DateOfBirthSchema = z.optional(
  z.string().check(z.trim(), z.maxLength(10, DATE_OF_BIRTH_MESSAGES.format), ...Object.values(DATE_OF_BIRTH_MESSAGES).map(noProblem)),
);
