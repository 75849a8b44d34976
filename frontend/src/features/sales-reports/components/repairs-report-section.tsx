// Repairs collected in a range: turnaround (checked in to ready), the top device models and repair
// types, and each technician's jobs and average time on a job; every list exports as CSV.
import type { RepairsReport } from '../../../../../shared/schemas/reports/reports';
import { toCsv } from '../../../lib/csv-download';
import { useRepairsReport } from '../api/repairs-report';
import { last30Days } from '../utils/range';
import { ReportSection } from './report-section';

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

function RepairsFigures({ data }: { data: RepairsReport }) {
  return (
    <>
      <p className="text-sm" aria-live="polite">
        {data.jobsCollected} {data.jobsCollected === 1 ? 'repair' : 'repairs'} collected
        {data.averageTurnaroundMinutes === null ? '.' : `; average turnaround from check-in to ready ${duration(data.averageTurnaroundMinutes)}.`}
      </p>
      <div className="grid gap-6 md:grid-cols-3">
        <Ranking title="Top device models" rows={data.topModels} />
        <Ranking title="Top repair types" rows={data.topRepairTypes} />
        <div>
          <h3 className="font-semibold">Per technician</h3>
          {data.technicians.length === 0 ? (
            <p className="mt-1 text-sm text-muted">None in this range.</p>
          ) : (
            <ul className="mt-2 grid gap-1 text-sm">
              {data.technicians.map((t) => (
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
  );
}

export function RepairsReportSection() {
  return (
    <ReportSection
      headingId="repairs-heading"
      fieldId="repairs"
      title="Repairs"
      noun="repairs"
      initialQuery={last30Days}
      useReport={useRepairsReport}
      csv={(data) => ({ fileName: `repairs-${data.from}-to-${data.to}.csv`, text: repairsCsv(data) })}
    >
      {(data) => <RepairsFigures data={data} />}
    </ReportSection>
  );
}
