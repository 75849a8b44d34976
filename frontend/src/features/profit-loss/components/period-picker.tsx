// Chooses the statement's period: a month, a quarter, a year or a custom range of days.
import { useState, type FormEvent } from 'react';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Button } from '../../../components/ui/button';
import { rangeOf, recentQuarters, recentYears, thisMonth, type Period, type PeriodKind } from '../utils/periods';

const KIND_LABELS: Record<PeriodKind, string> = { month: 'Month', quarter: 'Quarter', year: 'Year', custom: 'Custom range' };

export function initialPeriod(now = new Date()): Period {
  const value = thisMonth(now);
  return { kind: 'month', value, ...rangeOf('month', value, { from: '', to: '' }) };
}

export function PeriodPicker({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const [kind, setKind] = useState<PeriodKind>(period.kind);
  const [month, setMonth] = useState(period.kind === 'month' ? period.value : thisMonth());
  const [quarter, setQuarter] = useState(recentQuarters()[0]!);
  const [year, setYear] = useState(recentYears()[0]!);
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const value = kind === 'month' ? month : kind === 'quarter' ? quarter : kind === 'year' ? year : '';
  const problem = kind === 'custom' ? (!from || !to ? 'Choose both dates' : from > to ? 'The start day must not be after the end day' : null) : !value ? 'Choose a period' : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!problem) onChange({ kind, value, ...rangeOf(kind, value, { from, to }) });
  }

  return (
    <form onSubmit={submit} aria-label="Choose the period" className="flex flex-wrap items-end gap-4 rounded-2xl border border-border bg-surface p-4">
      <div className="grid gap-1.5">
        <label htmlFor="pl-kind" className={labelClasses}>Period</label>
        <select id="pl-kind" value={kind} onChange={(e) => setKind(e.target.value as PeriodKind)} className={inputClasses(false)}>
          {(Object.keys(KIND_LABELS) as PeriodKind[]).map((k) => (
            <option key={k} value={k}>{KIND_LABELS[k]}</option>
          ))}
        </select>
      </div>
      {kind === 'month' ? (
        <div className="grid gap-1.5">
          <label htmlFor="pl-month" className={labelClasses}>Month</label>
          <input id="pl-month" type="month" value={month} onChange={(e) => setMonth(e.target.value)} className={inputClasses(false)} />
        </div>
      ) : null}
      {kind === 'quarter' ? (
        <div className="grid gap-1.5">
          <label htmlFor="pl-quarter" className={labelClasses}>Quarter</label>
          <select id="pl-quarter" value={quarter} onChange={(e) => setQuarter(e.target.value)} className={inputClasses(false)}>
            {recentQuarters().map((q) => (
              <option key={q} value={q}>{q.replace('-', ' ')}</option>
            ))}
          </select>
        </div>
      ) : null}
      {kind === 'year' ? (
        <div className="grid gap-1.5">
          <label htmlFor="pl-year" className={labelClasses}>Year</label>
          <select id="pl-year" value={year} onChange={(e) => setYear(e.target.value)} className={inputClasses(false)}>
            {recentYears().map((y) => (
              <option key={y} value={y}>{y}</option>
            ))}
          </select>
        </div>
      ) : null}
      {kind === 'custom' ? (
        <>
          <div className="grid gap-1.5">
            <label htmlFor="pl-from" className={labelClasses}>From</label>
            <input id="pl-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={inputClasses(false)} />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="pl-to" className={labelClasses}>To</label>
            <input id="pl-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} className={inputClasses(false)} />
          </div>
        </>
      ) : null}
      <Button type="submit" size="sm" disabled={Boolean(problem)}>Show</Button>
      {problem ? <p role="alert" className="w-full text-sm font-medium text-danger">{problem}</p> : null}
    </form>
  );
}
