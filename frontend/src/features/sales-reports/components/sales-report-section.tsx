// Sales by day, week or month per channel (net of VAT and refunds) as a stacked chart with its table,
// new and returning customers, and the CSV.
import { useState, type FormEvent } from 'react';
import { formatPence } from '../../../../../shared/money';
import type { SalesGrouping } from '../../../../../shared/schemas/reports/reports';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Notice } from '../../../components/form/notice';
import { BarChart } from '../../../components/ui/bar-chart';
import { Button } from '../../../components/ui/button';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { Spinner } from '../../../components/ui/spinner';
import { downloadText } from '../../../lib/csv-download';
import { serverMessage } from '../../../lib/server-message';
import { useSalesReport, type SalesReportQuery } from '../api/sales-report';
import { bucketLabel, last30Days } from '../utils/range';
import { salesReportCsv } from '../utils/sales-report-csv';

const compactPounds = (pence: number) => `£${Math.round(pence / 100).toLocaleString('en-GB')}`;
const GROUP_LABELS: Record<SalesGrouping, string> = { day: 'Day', week: 'Week', month: 'Month' };

export function SalesReportSection() {
  const [query, setQuery] = useState<SalesReportQuery>(() => ({ ...last30Days(), by: 'day' }));
  const [draft, setDraft] = useState(query);
  const report = useSalesReport(query);
  const problem = !draft.from || !draft.to ? 'Choose both dates' : draft.from > draft.to ? 'The start day must not be after the end day' : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!problem) setQuery(draft);
  }

  const data = report.data;
  const summary = data ? `${formatPence(data.totalPence)} of sales net of VAT and refunds from ${data.from} to ${data.to}, by ${data.by}.` : '';
  const customers = data ? data.customers.newCount + data.customers.returningCount : 0;

  return (
    <section aria-labelledby="sales-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sales-heading" className="text-lg font-semibold">Sales</h2>
        <Button variant="outline" size="sm" disabled={!data} onClick={() => data && downloadText(`sales-${data.from}-to-${data.to}-by-${data.by}.csv`, salesReportCsv(data))}>
          Export sales CSV
        </Button>
      </div>
      <form onSubmit={submit} aria-label="Choose the sales report" className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="sales-from" className={labelClasses}>From</label>
          <input id="sales-from" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} className={inputClasses(false)} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="sales-to" className={labelClasses}>To</label>
          <input id="sales-to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} className={inputClasses(false)} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="sales-by" className={labelClasses}>Group by</label>
          <select id="sales-by" value={draft.by} onChange={(e) => setDraft({ ...draft, by: e.target.value as SalesGrouping })} className={inputClasses(false)}>
            {(Object.keys(GROUP_LABELS) as SalesGrouping[]).map((g) => (
              <option key={g} value={g}>{GROUP_LABELS[g]}</option>
            ))}
          </select>
        </div>
        <Button type="submit" size="sm" disabled={Boolean(problem)}>Show sales</Button>
        {problem ? <p role="alert" className="w-full text-sm font-medium text-danger">{problem}</p> : null}
      </form>
      {report.isPending ? (
        <Spinner label="Loading the sales report" />
      ) : report.isError ? (
        <Notice tone="error">{serverMessage(report.error)}</Notice>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">{summary}</p>
          <BarChart
            title="Sales per channel"
            summary={summary}
            mode="stacked"
            format={compactPounds}
            series={[
              { key: 'repairs', label: 'Repairs', fill: 'fill-primary', swatch: 'bg-primary' },
              { key: 'shop', label: 'Online shop', fill: 'fill-accent', swatch: 'bg-accent' },
              { key: 'till', label: 'Till', fill: 'fill-success', swatch: 'bg-success' },
            ]}
            groups={data!.buckets.map((b) => ({ label: bucketLabel(b.start, data!.by), values: { repairs: b.repairsPence, shop: b.shopPence, till: b.tillPence } }))}
          />
          <p className="text-sm">
            <strong>New and returning customers:</strong>{' '}
            {customers === 0
              ? 'no named customers in this range.'
              : `${data!.customers.newCount} new (${Math.round((data!.customers.newCount / customers) * 100)}%), ${data!.customers.returningCount} returning.`}
          </p>
          <details className="text-sm">
            <summary className="cursor-pointer text-primary">Show the sales as a table</summary>
            <ScrollRegion label="Sales per period" className="mt-3">
              <table className="w-full min-w-[560px] text-left">
                <caption className="sr-only">Sales per period</caption>
                <thead className="text-xs uppercase tracking-wide text-subtle">
                  <tr>
                    <th scope="col" className="py-1 pr-3">{GROUP_LABELS[data!.by]}</th>
                    <th scope="col" className="py-1 pr-3 text-right">Repairs</th>
                    <th scope="col" className="py-1 pr-3 text-right">Online shop</th>
                    <th scope="col" className="py-1 pr-3 text-right">Till</th>
                    <th scope="col" className="py-1 text-right">Total</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {data!.buckets.map((b) => (
                    <tr key={b.start}>
                      <td className="py-1 pr-3">{b.start}</td>
                      <td className="py-1 pr-3 text-right tabular-nums">{formatPence(b.repairsPence)}</td>
                      <td className="py-1 pr-3 text-right tabular-nums">{formatPence(b.shopPence)}</td>
                      <td className="py-1 pr-3 text-right tabular-nums">{formatPence(b.tillPence)}</td>
                      <td className="py-1 text-right tabular-nums">{formatPence(b.totalPence)}</td>
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
