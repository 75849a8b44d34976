// The periods profit and loss is shown for: a month, a quarter, a year or any range of days, each
// turned into the London days it covers.
import { londonDay } from '../../../../../shared/dates';

export type PeriodKind = 'month' | 'quarter' | 'year' | 'custom';

export interface Period {
  kind: PeriodKind;
  /** YYYY-MM for a month, YYYY-Qn for a quarter, YYYY for a year. */
  value: string;
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: `${month}-${pad(lastDay(y, m))}` };
}

export function quarterRange(quarter: string): { from: string; to: string } {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(6));
  const first = (q - 1) * 3 + 1;
  return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(first + 2)}-${pad(lastDay(year, first + 2))}` };
}

export function yearRange(year: string): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

export function rangeOf(kind: PeriodKind, value: string, custom: { from: string; to: string }): { from: string; to: string } {
  if (kind === 'month') return monthRange(value);
  if (kind === 'quarter') return quarterRange(value);
  if (kind === 'year') return yearRange(value);
  return custom;
}

export function thisMonth(now = new Date()): string {
  return londonDay(now).slice(0, 7);
}

/** The current quarter and the seven before it, newest first. */
export function recentQuarters(now = new Date()): string[] {
  const [y, m] = thisMonth(now).split('-').map(Number) as [number, number];
  let year = y;
  let q = Math.ceil(m / 3);
  const out: string[] = [];
  for (let i = 0; i < 8; i++) {
    out.push(`${year}-Q${q}`);
    q -= 1;
    if (q === 0) {
      q = 4;
      year -= 1;
    }
  }
  return out;
}

export function recentYears(now = new Date()): string[] {
  const year = Number(thisMonth(now).slice(0, 4));
  return [0, 1, 2, 3, 4].map((i) => String(year - i));
}

const monthLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short', year: '2-digit' });

/** "Nov 26" for 2026-11. */
export function shortMonthLabel(month: string): string {
  return monthLabel.format(new Date(`${month}-01T00:00:00Z`));
}
