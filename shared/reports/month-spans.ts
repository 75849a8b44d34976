// Which parts of a range of London days a report reads as whole months and which as days (decision
// 388). Pure: the data layer asks it which month items to read and which days are left over.
import { addDays } from '../dates';


/** A range of London days, inclusive: [from, to] as YYYY-MM-DD. */
export type DayRange = readonly [from: string, to: string];

/** The last day (YYYY-MM-DD) of a month (YYYY-MM). */
export function lastDayOfMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7);
}

/** The months (YYYY-MM) every day of which lies in from..to, oldest first. */
export function wholeMonthsIn(from: string, to: string): string[] {
  const months: string[] = [];
  let month = from.endsWith('-01') ? from.slice(0, 7) : nextMonth(from.slice(0, 7));
  while (lastDayOfMonth(month) <= to) {
    months.push(month);
    month = nextMonth(month);
  }
  return months;
}

/** The days of from..to outside the given months (which lie within it), as few ranges as they make. */
export function daysOutside(from: string, to: string, months: readonly string[]): DayRange[] {
  const ranges: DayRange[] = [];
  let start = from;
  for (const month of [...months].sort()) {
    const first = `${month}-01`;
    if (start < first) ranges.push([start, addDays(first, -1)]);
    start = addDays(lastDayOfMonth(month), 1);
  }
  if (start <= to) ranges.push([start, to]);
  return ranges;
}
