// The booking no-show report from the day rollups the booking consumer keeps (decision 198): per day,
// week or month the attended, no-show and cancelled bookings of the slots in it, and the no-show rate
// over attended + no-shows. Periods with no bookings are shown as zero, their rate as unknown.
import type { BookingsReport, OutcomeCounts } from '../../shared/schemas/reports/bookings-report';
import type { SalesGrouping } from '../../shared/schemas/reports/reports';
import type { ReportDay } from '../data/report-days';
import { BOOKING_FIELDS } from './booking-contribution';
import { bucketStart, everyDay } from './sales-report';

/** No-shows over the bookings whose customer was expected and the outcome known, in % to one decimal. */
export function noShowPercent(attended: number, noShows: number): number | null {
  const expected = attended + noShows;
  return expected === 0 ? null : Math.round((noShows * 1000) / expected) / 10;
}

function counts(attended: number, noShows: number, cancelled: number): OutcomeCounts {
  return { attended, noShows, cancelled, noShowPercent: noShowPercent(attended, noShows) };
}

export function bookingsReport(days: readonly ReportDay[], from: string, to: string, by: SalesGrouping): BookingsReport {
  const sums = new Map<string, { attended: number; noShows: number; cancelled: number }>();
  for (const day of everyDay(from, to)) {
    const start = bucketStart(day, by);
    if (!sums.has(start)) sums.set(start, { attended: 0, noShows: 0, cancelled: 0 });
  }
  for (const { day, fields } of days) {
    const sum = sums.get(bucketStart(day, by));
    if (!sum) continue;
    sum.attended += fields[BOOKING_FIELDS.attended] ?? 0;
    sum.noShows += fields[BOOKING_FIELDS.noShow] ?? 0;
    sum.cancelled += fields[BOOKING_FIELDS.cancelled] ?? 0;
  }
  const buckets = [...sums].map(([start, s]) => ({ start, ...counts(s.attended, s.noShows, s.cancelled) }));
  const total = (name: 'attended' | 'noShows' | 'cancelled') => buckets.reduce((n, b) => n + b[name], 0);
  return { from, to, by, buckets, totals: counts(total('attended'), total('noShows'), total('cancelled')) };
}
