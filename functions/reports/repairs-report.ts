// The repair reports from the day rollups the job consumer keeps: jobs collected, the average
// turnaround, the top device models and repair types, and each technician's jobs and average time.
import type { RepairsReport } from '../../shared/schemas/reports/reports';
import type { ReportDay } from '../data/report-days';
import { JOB_FIELD } from './job-contribution';

const TOP = 10;

function sumByPrefix(days: readonly ReportDay[], prefix: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { fields } of days) {
    for (const [name, value] of Object.entries(fields)) if (name.startsWith(prefix)) totals.set(name.slice(prefix.length), (totals.get(name.slice(prefix.length)) ?? 0) + value);
  }
  return totals;
}

const ranked = (totals: Map<string, number>) =>
  [...totals]
    .map(([name, jobs]) => ({ name, jobs }))
    .sort((a, b) => b.jobs - a.jobs || a.name.localeCompare(b.name))
    .slice(0, TOP);

export function repairsReport(days: readonly ReportDay[], from: string, to: string): RepairsReport {
  const sum = (name: string) => days.reduce((total, d) => total + (d.fields[name] ?? 0), 0);
  const turnaroundCount = sum('turnaround_count');
  const minutes = sumByPrefix(days, JOB_FIELD.techMinutes);
  return {
    from,
    to,
    jobsCollected: sum('jobs_collected'),
    averageTurnaroundMinutes: turnaroundCount === 0 ? null : Math.round(sum('turnaround_minutes') / turnaroundCount),
    topModels: ranked(sumByPrefix(days, JOB_FIELD.model)),
    topRepairTypes: ranked(sumByPrefix(days, JOB_FIELD.type)),
    technicians: [...sumByPrefix(days, JOB_FIELD.techJobs)]
      .map(([name, jobs]) => ({ name, jobs, averageMinutes: Math.round((minutes.get(name) ?? 0) / jobs) }))
      .sort((a, b) => b.jobs - a.jobs || a.name.localeCompare(b.name)),
  };
}
