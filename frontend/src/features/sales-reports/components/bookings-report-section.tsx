// Booking no-shows by day, week or month: attended and no-show bookings as a stacked chart, the
// no-show rate per period in its table, cancelled bookings beside them, and the CSV (decision 198).
import { useState, type FormEvent } from 'react';
import type { SalesGrouping } from '../../../../../shared/schemas/reports/reports';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Notice } from '../../../components/form/notice';
import { BarChart } from '../../../components/ui/bar-chart';
import { Button } from '../../../components/ui/button';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { Spinner } from '../../../components/ui/spinner';
import { downloadText } from '../../../lib/csv-download';
import { serverMessage } from '../../../lib/server-message';
import { useBookingsReport } from '../api/bookings-report';
import type { SalesReportQuery } from '../api/sales-report';
import { bookingsReportCsv } from '../utils/bookings-report-csv';
import { bucketLabel, last12Weeks } from '../utils/range';

const GROUP_LABELS: Record<SalesGrouping, string> = { day: 'Day', week: 'Week', month: 'Month' };
const count = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const rate = (percent: number | null) => (percent === null ? '–' : `${percent.toFixed(1)}%`);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function BookingsReportSection() {
  const [query, setQuery] = useState<SalesReportQuery>(() => ({ ...last12Weeks(), by: 'week' }));
  const [draft, setDraft] = useState(query);
  const report = useBookingsReport(query);
  const problem = !draft.from || !draft.to ? 'Choose both dates' : draft.from > draft.to ? 'The start day must not be after the end day' : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!problem) setQuery(draft);
  }

  const data = report.data;
  const totals = data?.totals;
  const summary = totals
    ? totals.noShowPercent === null
      ? `No bookings with a recorded outcome from ${data!.from} to ${data!.to}.`
      : `No-show rate ${rate(totals.noShowPercent)}: ${plural(totals.noShows, 'no-show', 'no-shows')} out of ${plural(totals.attended + totals.noShows, 'booking', 'bookings')} expected from ${data!.from} to ${data!.to}; ${totals.cancelled} cancelled.`
    : '';

  return (
    <section aria-labelledby="bookings-report-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bookings-report-heading" className="text-lg font-semibold">Booking no-shows</h2>
        <Button variant="outline" size="sm" disabled={!data} onClick={() => data && downloadText(`bookings-${data.from}-to-${data.to}-by-${data.by}.csv`, bookingsReportCsv(data))}>
          Export bookings CSV
        </Button>
      </div>
      <form onSubmit={submit} aria-label="Choose the bookings report" className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="bookings-from" className={labelClasses}>From</label>
          <input id="bookings-from" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} className={inputClasses(false)} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="bookings-to" className={labelClasses}>To</label>
          <input id="bookings-to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} className={inputClasses(false)} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="bookings-by" className={labelClasses}>Group bookings by</label>
          <select id="bookings-by" value={draft.by} onChange={(e) => setDraft({ ...draft, by: e.target.value as SalesGrouping })} className={inputClasses(false)}>
            {(Object.keys(GROUP_LABELS) as SalesGrouping[]).map((g) => (
              <option key={g} value={g}>{GROUP_LABELS[g]}</option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" disabled={Boolean(problem)}>Show bookings</Button>
        {problem ? <p role="alert" className="w-full text-sm font-medium text-danger">{problem}</p> : null}
      </form>
      {report.isPending ? (
        <Spinner label="Loading the bookings report" />
      ) : report.isError ? (
        <Notice tone="error">{serverMessage(report.error)}</Notice>
      ) : (
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
            groups={data!.buckets.map((b) => ({ label: bucketLabel(b.start, data!.by), values: { attended: b.attended, noShows: b.noShows } }))}
          />
          <details className="text-sm">
            <summary className="cursor-pointer text-primary">Show the bookings as a table</summary>
            <ScrollRegion label="Bookings per period" className="mt-3">
              <table className="w-full min-w-[520px] text-left">
                <caption className="sr-only">Bookings per period</caption>
                <thead className="text-xs uppercase tracking-wide text-subtle">
                  <tr>
                    <th scope="col" className="py-1 pr-3">{GROUP_LABELS[data!.by]}</th>
                    <th scope="col" className="py-1 pr-3 text-right">Attended</th>
                    <th scope="col" className="py-1 pr-3 text-right">No-shows</th>
                    <th scope="col" className="py-1 pr-3 text-right">Cancelled</th>
                    <th scope="col" className="py-1 text-right">No-show rate</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {data!.buckets.map((b) => (
                    <tr key={b.start}>
                      <td className="py-1 pr-3">{b.start}</td>
                      <td className="py-1 pr-3 text-right tabular-nums">{b.attended}</td>
                      <td className="py-1 pr-3 text-right tabular-nums">{b.noShows}</td>
                      <td className="py-1 pr-3 text-right tabular-nums">{b.cancelled}</td>
                      <td className="py-1 text-right tabular-nums">{rate(b.noShowPercent)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </details>
        </>
      )}
    </section>
  );
}
