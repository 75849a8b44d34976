// What a collected job adds to its London collection day's report rollup: one job collected, its
// turnaround (checked in to Ready for collection, in minutes), its device model, its repair type
// (the first labour line's description, else the first part's), and per technician the job and the
// minutes their timers ran on it. Pure: the consumer reads the job and writes the result.
import { londonDay } from '../../shared/dates';
import type { TimelineEntry } from '../../shared/schemas/repairs/job';
import type { TimeEntry } from '../../shared/schemas/repairs/workshop';
import type { JobRecord, LineRecord } from '../data/jobs';
import type { Contribution, RollupFields } from './sales-contribution';

/** Field-name prefixes of the dynamic counters: `model#Apple iPhone 13`, `tech_jobs#Sam`... */
export const JOB_FIELD = { model: 'model#', type: 'type#', techJobs: 'tech_jobs#', techMinutes: 'tech_minutes#' } as const;

const clean = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, 80);

export function jobContribution(job: JobRecord, timeline: readonly TimelineEntry[], lines: readonly Pick<LineRecord, 'kind' | 'description'>[], timeEntries: readonly TimeEntry[]): Contribution {
  const fields: RollupFields = { jobs_collected: 1 };
  const ready = timeline.filter((e) => e.status === 'Ready for collection').map((e) => e.at).sort()[0];
  if (ready) {
    fields.turnaround_minutes = Math.max(0, Math.round((Date.parse(ready) - Date.parse(job.openedAt)) / 60_000));
    fields.turnaround_count = 1;
  }
  fields[`${JOB_FIELD.model}${clean(`${job.device.make} ${job.device.model}`)}`] = 1;
  const type = lines.find((l) => l.kind === 'labour') ?? lines.find((l) => l.kind === 'part');
  fields[`${JOB_FIELD.type}${type ? clean(type.description) : 'Other'}`] = 1;
  const minutes = new Map<string, number>();
  for (const entry of timeEntries) {
    if (!entry.stoppedAt) continue;
    const seconds = entry.seconds ?? (Date.parse(entry.stoppedAt) - Date.parse(entry.startedAt)) / 1000;
    minutes.set(clean(entry.technician), (minutes.get(clean(entry.technician)) ?? 0) + Math.round(seconds / 60));
  }
  const assignee = job.assignedTo?.name ?? job.technician;
  if (minutes.size === 0 && assignee) minutes.set(clean(assignee), 0);
  for (const [name, m] of minutes) {
    fields[`${JOB_FIELD.techJobs}${name}`] = 1;
    fields[`${JOB_FIELD.techMinutes}${name}`] = m;
  }
  return { day: londonDay(new Date(job.collectedAt ?? job.updatedAt)), fields };
}
