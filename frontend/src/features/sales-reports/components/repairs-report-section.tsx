// Repairs collected in a range: turnaround (checked in to ready), the top device models and repair
// types, and each technician's jobs and average time on a job; every list exports as CSV.
import { useState, type FormEvent } from 'react';
import type { RepairsReport } from '../../../../../shared/schemas/reports/reports';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { Notice } from '../../../components/form/notice';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { downloadText, toCsv } from '../../../lib/csv-download';
import { serverMessage } from '../../../lib/server-message';
import { useRepairsReport } from '../api/repairs-report';
import { last30Days } from '../utils/range';

const duration = (minutes: number) => (minutes >= 60 * 24 ? `${(minutes / 60 / 24).toFixed(1)} days` : minutes >= 60 ? `${(minutes / 60).toFixed(1)} hours` : `${minutes} min`);

function repairsCsv(r: RepairsReport): string {
  return toCsv([
    ['Repairs collected', `${r.from} to ${r.to}`, r.jobsCollected],
    ['Average turnaround (minutes, checked in to ready)', '', r.averageTurnaroundMinutes ?? ''],
    [],
    ['Device model', 'Jobs'],
    ...r.topModels.map((m) => [m.name, m.jobs]),
    [],
    ['Repair type', 'Jobs'],
    ...r.topRepairTypes.map((t) => [t.name, t.jobs]),
    [],
    ['Technician', 'Jobs', 'Average minutes per job'],
    ...r.technicians.map((t) => [t.name, t.jobs, t.averageMinutes]),
  ]);
}

function Ranking({ title, rows }: { title: string; rows: readonly { name: string; jobs: number }[] }) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-muted">None in this range.</p>
      ) : (
        <ol className="mt-2 grid gap-1 text-sm">
          {rows.map((r) => (
            <li key={r.name} className="flex justify-between gap-3">
              <span className="min-w-0 truncate" title={r.name}>{r.name}</span>
              <span className="tabular-nums text-muted">{r.jobs}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function RepairsReportSection() {
  const [range, setRange] = useState(() => last30Days());
  const [draft, setDraft] = useState(range);
  const report = useRepairsReport(range);
  const problem = !draft.from || !draft.to ? 'Choose both dates' : draft.from > draft.to ? 'The start day must not be after the end day' : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!problem) setRange(draft);
  }

  const data = report.data;
  return (
    <section aria-labelledby="repairs-heading" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="repairs-heading" className="text-lg font-semibold">Repairs</h2>
        <Button variant="outline" size="sm" disabled={!data} onClick={() => data && downloadText(`repairs-${data.from}-to-${data.to}.csv`, repairsCsv(data))}>
          Export repairs CSV
        </Button>
      </div>
      <form onSubmit={submit} aria-label="Choose the repairs report" className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="repairs-from" className={labelClasses}>From</label>
          <input id="repairs-from" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} className={inputClasses(false)} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="repairs-to" className={labelClasses}>To</label>
          <input id="repairs-to" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} className={inputClasses(false)} />
        </div>
        <Button type="submit" size="sm" disabled={Boolean(problem)}>Show repairs</Button>
        {problem ? <p role="alert" className="w-full text-sm font-medium text-danger">{problem}</p> : null}
      </form>
      {report.isPending ? (
        <Spinner label="Loading the repairs report" />
      ) : report.isError ? (
        <Notice tone="error">{serverMessage(report.error)}</Notice>
      ) : (
        <>
          <p className="text-sm" aria-live="polite">
            {data!.jobsCollected} {data!.jobsCollected === 1 ? 'repair' : 'repairs'} collected
            {data!.averageTurnaroundMinutes === null ? '.' : `; average turnaround from check-in to ready ${duration(data!.averageTurnaroundMinutes)}.`}
          </p>
          <div className="grid gap-6 md:grid-cols-3">
            <Ranking title="Top device models" rows={data!.topModels} />
            <Ranking title="Top repair types" rows={data!.topRepairTypes} />
            <div>
              <h3 className="font-semibold">Per technician</h3>
              {data!.technicians.length === 0 ? (
                <p className="mt-1 text-sm text-muted">None in this range.</p>
              ) : (
                <ul className="mt-2 grid gap-1 text-sm">
                  {data!.technicians.map((t) => (
                    <li key={t.name} className="flex justify-between gap-3">
                      <span className="min-w-0 truncate">{t.name}</span>
                      <span className="tabular-nums text-muted">{t.jobs} {t.jobs === 1 ? 'job' : 'jobs'}, {duration(t.averageMinutes)} each</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
