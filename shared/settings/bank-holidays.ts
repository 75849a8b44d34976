// Northern Ireland's bank holidays, computed from the rules gov.uk publishes them by
// (https://www.gov.uk/bank-holidays, "Northern Ireland"), so they never run out: decision 191.
// A one-off holiday proclaimed for an event (a coronation, a state funeral) follows no rule: staff add
// it as a one-off closure on /admin/settings.

export interface BankHoliday {
  /** YYYY-MM-DD */
  day: string;
  name: string;
}

function iso(year: number, month: number, date: number): string {
  return new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
function weekday(year: number, month: number, date: number): number {
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** Easter Sunday (Gregorian calendar, the anonymous "Meeus/Jones/Butcher" algorithm). */
export function easterSunday(year: number): { month: number; date: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, date };
}

function firstMonday(year: number, month: number): number {
  return 1 + ((8 - weekday(year, month, 1)) % 7);
}

function lastMonday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return last - ((weekday(year, month, last) + 6) % 7);
}

/** A fixed date falling on a weekend moves to the next weekday not already taken. */
function substitute(year: number, month: number, date: number, taken: Set<string>): string {
  let day = date;
  while ([0, 6].includes(weekday(year, month, day)) || taken.has(iso(year, month, day))) day++;
  const result = iso(year, month, day);
  taken.add(result);
  return result;
}

/** The year's Northern Ireland bank holidays in date order. */
export function northernIrelandBankHolidays(year: number): BankHoliday[] {
  const easter = easterSunday(year);
  const taken = new Set<string>();
  const holidays: BankHoliday[] = [
    { day: substitute(year, 1, 1, taken), name: "New Year's Day" },
    { day: substitute(year, 3, 17, taken), name: "St Patrick's Day" },
    { day: iso(year, easter.month, easter.date - 2), name: 'Good Friday' },
    { day: iso(year, easter.month, easter.date + 1), name: 'Easter Monday' },
    { day: iso(year, 5, firstMonday(year, 5)), name: 'Early May bank holiday' },
    { day: iso(year, 5, lastMonday(year, 5)), name: 'Spring bank holiday' },
    { day: substitute(year, 7, 12, taken), name: 'Battle of the Boyne (Orangemen’s Day)' },
    { day: iso(year, 8, lastMonday(year, 8)), name: 'Summer bank holiday' },
  ];
  // A holiday on a weekday keeps its day; the other's substitute moves past it (2022: Boxing Day on
  // Monday 26th, Christmas Day's substitute on Tuesday 27th).
  const boxingDayOnWeekday = ![0, 6].includes(weekday(year, 12, 26));
  const boxingDay = boxingDayOnWeekday ? substitute(year, 12, 26, taken) : '';
  holidays.push({ day: substitute(year, 12, 25, taken), name: 'Christmas Day' });
  holidays.push({ day: boxingDayOnWeekday ? boxingDay : substitute(year, 12, 26, taken), name: 'Boxing Day' });
  return holidays.sort((x, y) => x.day.localeCompare(y.day));
}

/** The bank holiday on a day (YYYY-MM-DD), if it is one. */
export function bankHolidayOn(day: string): BankHoliday | undefined {
  return northernIrelandBankHolidays(Number(day.slice(0, 4))).find((holiday) => holiday.day === day);
}
