// Booking no-shows by day, week or month: attended and no-show bookings as a stacked chart, the
// no-show rate per period in its table, cancelled bookings beside them, and the CSV (decision 198).
import type { BookingsReport } from '../../../../../shared/schemas/reports/bookings-report';
import { BarChart } from '../../../components/ui/bar-chart';
import { useBookingsReport } from '../api/bookings-report';
import type { SalesReportQuery } from '../api/sales-report';
import { bookingsReportCsv } from '../utils/bookings-report-csv';
import { bucketLabel, last12Weeks } from '../utils/range';
import { PeriodTable } from './period-table';
import { ReportSection } from './report-section';

const count = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const rate = (percent: number | null) => (percent === null ? '–' : `${percent.toFixed(1)}%`);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function BookingsFigures({ data }: { data: BookingsReport }) {
  const { totals } = data;
  const summary =
    totals.noShowPercent === null
      ? `No bookings with a recorded outcome from ${data.from} to ${data.to}.`
      : `No-show rate ${rate(totals.noShowPercent)}: ${plural(totals.noShows, 'no-show', 'no-shows')} out of ${plural(totals.attended + totals.noShows, 'booking', 'bookings')} expected from ${data.from} to ${data.to}; ${totals.cancelled} cancelled.`;
  return (
    <>
      <p className="text-sm" aria-live="polite">{summary}</p>
      <p className="text-xs text-muted">
        The rate counts bookings whose customer was checked in or marked as a no-show, by the day of their slot. Cancelled bookings are not in it, nor bookings still waiting to be marked.
      </p>
      <BarChart
        title="Bookings attended and no-shows"
        summary={summary}
        mode="stacked"
        format={count}
        series={[
          { key: 'attended', label: 'Attended', fill: 'fill-success', swatch: 'bg-success' },
          { key: 'noShows', label: 'No-shows', fill: 'fill-danger', swatch: 'bg-danger' },
        ]}
        groups={data.buckets.map((b) => ({ label: bucketLabel(b.start, data.by), values: { attended: b.attended, noShows: b.noShows } }))}
      />
      <PeriodTable
        noun="bookings"
        minWidth="min-w-[520px]"
        by={data.by}
        buckets={data.buckets}
        columns={[
          { header: 'Attended', cell: (b) => b.attended },
          { header: 'No-shows', cell: (b) => b.noShows },
          { header: 'Cancelled', cell: (b) => b.cancelled },
          { header: 'No-show rate', cell: (b) => rate(b.noShowPercent) },
        ]}
      />
    </>
  );
}

export function BookingsReportSection() {
  return (
    <ReportSection
      headingId="bookings-report-heading"
      fieldId="bookings"
      title="Booking no-shows"
      noun="bookings"
      groupLabel="Group bookings by"
      initialQuery={(): SalesReportQuery => ({ ...last12Weeks(), by: 'week' })}
      useReport={useBookingsReport}
      csv={(data) => ({ fileName: `bookings-${data.from}-to-${data.to}-by-${data.by}.csv`, text: bookingsReportCsv(data) })}
    >
      {(data) => <BookingsFigures data={data} />}
    </ReportSection>
  );
}
