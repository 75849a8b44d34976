// /admin/reports: page views per day as a chart (with the figures as a table) and the top pages,
// for a chosen range of London days (at most 90).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { downloadText, toCsv } from '../../../lib/csv-download';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { usePageReport, type ReportRange } from '../api/page-report';
import { defaultReportRange, longDayLabel, rangeProblem } from '../utils/report-days';
import { AdminPageHeader } from './admin-page-header';
import { ViewsChart } from './views-chart';

const fieldClasses =
  'block h-10 w-full rounded-lg border border-border-strong bg-background px-3 text-sm text-foreground focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30';

const views = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'view' : 'views'}`;

/** `children`: the other reports the page shows after the page views (composed by the route). */
export function ReportsPage({ children }: { children?: ReactNode }) {
  useDocumentTitle('Reports');
  const [range, setRange] = useState<ReportRange>(() => defaultReportRange());
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const problem = rangeProblem(from, to);
  const report = usePageReport(range);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!problem) setRange({ from, to });
  }

  const data = report.data;
  const busiest = data?.days.reduce((best, d) => (d.views > best.views ? d : best), data.days[0]!);
  const summary = data
    ? `${views(data.totalViews)} from ${longDayLabel(data.from)} to ${longDayLabel(data.to)}` +
      (busiest && busiest.views > 0 ? `; busiest day ${longDayLabel(busiest.day)} with ${views(busiest.views)}.` : '.')
    : '';

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <AdminPageHeader title="Reports">Sales, repairs, customers and page views on the website per day (UK time).</AdminPageHeader>
      {children}
      <form onSubmit={submit} aria-label="Choose the report's dates" className="flex flex-wrap items-end gap-4 rounded-2xl border border-border bg-surface p-4">
        <div className="grid gap-1.5">
          <label htmlFor="report-from" className="text-sm font-medium">From</label>
          <input id="report-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={fieldClasses} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="report-to" className="text-sm font-medium">To</label>
          <input id="report-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} className={fieldClasses} />
        </div>
        <Button type="submit" size="sm" disabled={Boolean(problem)}>Show report</Button>
        {problem ? <p role="alert" className="w-full text-sm font-medium text-danger">{problem}</p> : null}
      </form>

      {report.isPending ? (
        <PageSpinner label="Loading the report" />
      ) : !data ? (
        <p role="alert" className="rounded-2xl border border-danger/40 bg-surface p-4 text-sm text-danger">{report.error?.message}</p>
      ) : (
        <>
          <section aria-labelledby="views-per-day" className="rounded-2xl border border-border bg-surface p-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="views-per-day" className="text-lg font-semibold">Views per day</h2>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  downloadText(
                    `page-views-${data.from}-to-${data.to}.csv`,
                    toCsv([['Day', 'Views'], ...data.days.map((d) => [d.day, d.views]), [], ['Page', 'Views'], ...data.topPages.map((p) => [p.path, p.views])]),
                  )
                }
              >
                Export page views CSV
              </Button>
            </div>
            <p className="mt-1 text-sm text-muted" aria-live="polite">{summary}</p>
            <div className="mt-4">
              <ViewsChart days={data.days} summary={summary} />
            </div>
            <details className="mt-4 text-sm">
              <summary className="cursor-pointer text-primary">Show the figures as a table</summary>
              <table className="mt-3 w-full max-w-md text-left">
                <caption className="sr-only">Views per day</caption>
                <thead className="text-xs uppercase tracking-wide text-subtle">
                  <tr>
                    <th scope="col" className="py-1">Day</th>
                    <th scope="col" className="py-1 text-right">Views</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {data.days.map((d) => (
                    <tr key={d.day}>
                      <td className="py-1">{longDayLabel(d.day)}</td>
                      <td className="py-1 text-right tabular-nums">{d.views.toLocaleString('en-GB')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </section>
          <section aria-labelledby="top-pages" className="rounded-2xl border border-border bg-surface p-5">
            <h2 id="top-pages" className="text-lg font-semibold">Top pages</h2>
            {data.topPages.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No page views in this range.</p>
            ) : (
              // A column that may be narrower than a long path, which is then cut short (its title has it whole).
              <ol className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-2 text-sm">
                {data.topPages.map((page) => (
                  <li key={page.path} className="flex items-center gap-3">
                    <span className="min-w-0 flex-1 truncate font-mono" title={page.path}>{page.path}</span>
                    <span className="tabular-nums text-muted">{views(page.views)}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}
