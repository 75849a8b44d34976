// The booking no-show report as CSV: one row per day, week or month, then the range's totals.
import type { BookingsReport } from '../../../../../shared/schemas/reports/bookings-report';
import { toCsv } from '../../../lib/csv-download';

const rate = (percent: number | null) => (percent === null ? '' : percent.toFixed(1));

export function bookingsReportCsv(report: BookingsReport): string {
  const first = report.by === 'day' ? 'Day' : report.by === 'week' ? 'Week starting' : 'Month starting';
  const { totals } = report;
  return toCsv([
    [first, 'Attended', 'No-shows', 'Cancelled', 'No-show rate (%)'],
    ...report.buckets.map((b) => [b.start, b.attended, b.noShows, b.cancelled, rate(b.noShowPercent)]),
    [`${report.from} to ${report.to}`, totals.attended, totals.noShows, totals.cancelled, rate(totals.noShowPercent)],
  ]);
}
