// Which birthdays fall on a day (decision 159), apart from the date-of-birth validation so the
// repositories that keep the birthday list carry no zod schema in their bundles.

/** `MM-DD` of a date of birth: its key in the birthday list. */
export function birthdayKey(dateOfBirth: string): string {
  return dateOfBirth.slice(5, 10);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The birthday keys celebrated on a date (YYYY-MM-DD): 28 February of a non-leap year also takes 29 February's. */
export function birthdayKeysOn(date: string): string[] {
  const monthDay = date.slice(5, 10);
  return monthDay === '02-28' && !isLeapYear(Number(date.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay];
}
