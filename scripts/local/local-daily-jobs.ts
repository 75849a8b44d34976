// The local stand-in for the daily schedules of shared/scheduled-jobs.ts (decision 135): a timer per
// daily job in the server process that calls the same runner module the cloud's schedule invokes, at
// the same London time, then sets itself for the next day. Unref'd, so it never keeps a process alive.
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { scheduledJobs, TIME_ZONE, type LondonTime, type ScheduledJobDefinition } from '../../shared/scheduled-jobs';
import { scheduledRunnerEntry } from '../../infra/lambda/paths';
import { lambdaContext } from './api-event';

const LONDON = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The London wall-clock fields of an instant. */
function londonParts(at: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = Object.fromEntries(LONDON.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** The instant London's clock shows `hour:minute` on that London date (GMT or BST as it falls). */
function londonInstant(year: number, month: number, day: number, hour: number, minute: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const shown = londonParts(new Date(asUtc));
  const offset = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute) - asUtc;
  return new Date(asUtc - offset);
}

/** The next time after `now` that London's clock shows `at`. */
export function nextLondonTime(at: LondonTime, now: Date): Date {
  const [hour, minute] = at.split(':').map(Number) as [number, number];
  const today = londonParts(now);
  const candidate = londonInstant(today.year, today.month, today.day, hour, minute);
  if (candidate > now) return candidate;
  const tomorrow = londonParts(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  return londonInstant(tomorrow.year, tomorrow.month, tomorrow.day, hour, minute);
}

type Runner = (input: unknown, context: Context) => Promise<void>;

/** Starts a timer per daily job; the answer stops them all. */
export function startDailyJobs(jobs: readonly ScheduledJobDefinition[] = scheduledJobs): () => void {
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  const arm = (job: ScheduledJobDefinition & { timing: { kind: 'daily'; at: LondonTime } }) => {
    const delay = nextLondonTime(job.timing.at, new Date()).getTime() - Date.now();
    const timer = setTimeout(async () => {
      try {
        const { handler } = (await import(pathToFileURL(scheduledRunnerEntry(job.runner)).href)) as { handler: Runner };
        await handler({}, lambdaContext(job.name));
      } catch (error) {
        console.error(`[scheduled job ${job.name}]`, error);
      }
      if (!stopped) arm(job);
    }, delay);
    timer.unref();
    timers.set(job.name, timer);
  };
  for (const job of jobs) if (job.timing.kind === 'daily') arm(job as ScheduledJobDefinition & { timing: { kind: 'daily'; at: LondonTime } });
  return () => {
    stopped = true;
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
