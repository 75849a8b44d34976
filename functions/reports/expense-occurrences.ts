// When an expense counts: a one-off on its date; a monthly one on the same day of every month from
// its date (the month's last day when shorter, e.g. the 31st in February) until its end day.
import type { Expense } from '../../shared/schemas/reports/expenses';

export interface Occurrence {
  day: string;
  expense: Expense;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function occurrencesIn(expense: Expense, from: string, to: string): Occurrence[] {
  if (!expense.monthly) return expense.date >= from && expense.date <= to ? [{ day: expense.date, expense }] : [];
  const last = expense.endsOn && expense.endsOn < to ? expense.endsOn : to;
  const dayOfMonth = Number(expense.date.slice(8, 10));
  const out: Occurrence[] = [];
  let year = Number(expense.date.slice(0, 4));
  let month = Number(expense.date.slice(5, 7));
  for (;;) {
    const day = `${year}-${pad(month)}-${pad(Math.min(dayOfMonth, daysInMonth(year, month)))}`;
    if (day > last) break;
    if (day >= from) out.push({ day, expense });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return out;
}
