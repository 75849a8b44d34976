// One report on /admin/reports: its heading and CSV button, the form choosing its days (and how to
// group them, for reports by period), then its figures once loaded. The sales, repairs and booking
// no-show reports differ only in what they pass here.
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { SalesGrouping } from '../../../../../shared/schemas/reports/reports';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Notice } from '../../../components/form/notice';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { downloadText } from '../../../lib/csv-download';
import { serverMessage } from '../../../lib/server-message';
import { GROUP_LABELS } from '../utils/range';

/** The days a report covers, and the period it groups them by when it has one. */
export interface ReportQuery {
  from: string;
  to: string;
  by?: SalesGrouping;
}

export interface ReportSectionProps<Query extends ReportQuery, Data> {
  headingId: string;
  /** Starts the form's field ids: 'sales' gives sales-from, sales-to and sales-by. */
  fieldId: string;
  title: string;
  /** What the form and buttons call the report: 'sales' gives 'Show sales' and 'Export sales CSV'. */
  noun: string;
  /** The grouping field's label; a report without one has no grouping field. */
  groupLabel?: string;
  initialQuery: () => Query;
  /** The report's query hook (one per endpoint, in ../api). */
  useReport: (query: Query) => UseQueryResult<Data>;
  csv: (data: Data) => { fileName: string; text: string };
  /** The figures of the loaded report. */
  children: (data: Data) => ReactNode;
}

export function ReportSection<Query extends ReportQuery, Data>({ headingId, fieldId, title, noun, groupLabel, initialQuery, useReport, csv, children }: ReportSectionProps<Query, Data>) {
  const [query, setQuery] = useState(initialQuery);
  const [draft, setDraft] = useState(query);
  const report = useReport(query);
  const problem = !draft.from || !draft.to ? 'Choose both dates' : draft.from > draft.to ? 'The start day must not be after the end day' : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!problem) setQuery(draft);
  }

  const data = report.data;
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">{title}</h2>
        <Button
          variant="outline"
          size="sm"
          disabled={!data}
          onClick={() => {
            if (!data) return;
            const file = csv(data);
            downloadText(file.fileName, file.text);
          }}
        >
          Export {noun} CSV
        </Button>
      </div>
      <form onSubmit={submit} aria-label={`Choose the ${noun} report`} className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={`${fieldId}-from`} className={labelClasses}>From</label>
          <input id={`${fieldId}-from`} type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} className={inputClasses(false)} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${fieldId}-to`} className={labelClasses}>To</label>
          <input id={`${fieldId}-to`} type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} className={inputClasses(false)} />
        </div>
        {groupLabel ? (
          <div className="grid gap-1.5">
            <label htmlFor={`${fieldId}-by`} className={labelClasses}>{groupLabel}</label>
            <select id={`${fieldId}-by`} value={draft.by} onChange={(e) => setDraft({ ...draft, by: e.target.value as SalesGrouping })} className={inputClasses(false)}>
              {(Object.keys(GROUP_LABELS) as SalesGrouping[]).map((g) => (
                <option key={g} value={g}>{GROUP_LABELS[g]}</option>
              ))}
            </select>
          </div>
        ) : null}
        <Button type="submit" size="sm" disabled={Boolean(problem)}>Show {noun}</Button>
        {problem ? <p role="alert" className="w-full text-sm font-medium text-danger">{problem}</p> : null}
      </form>
      {report.isPending ? (
        <Spinner label={`Loading the ${noun} report`} />
      ) : report.isError ? (
        <Notice tone="error">{serverMessage(report.error)}</Notice>
      ) : (
        children(report.data)
      )}
    </section>
  );
}
