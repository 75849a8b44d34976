// The local stand-in for EventBridge Scheduler: a timer per job in this process (unref'd, so it
// never keeps a test run alive). `runDueJobs(at)` runs every job due by `at` at once, which is how
// tests move the clock past a 30-minute hold. A due job is handed to the runner the local server (or
// a test) registered, which calls the job's own Lambda module as the cloud's schedule would: this
// folder sits below the areas whose work the jobs do, so it cannot import them.
import { logger } from '../lib/logger';
import type { ScheduledJob, Scheduler } from './scheduled-job';

export type LocalJobRunner = (job: ScheduledJob, now: Date) => Promise<void>;

interface Pending {
  at: Date;
  job: ScheduledJob;
  timer: NodeJS.Timeout;
}

const pending = new Map<string, Pending>();
let runner: LocalJobRunner | null = null;

/** Sets what runs a due job (scripts/local/local-one-time-jobs.ts); answers the one it replaces. */
export function setLocalJobRunner(next: LocalJobRunner | null): LocalJobRunner | null {
  const replaced = runner;
  runner = next;
  return replaced;
}

async function run(name: string, now: Date): Promise<void> {
  const entry = pending.get(name);
  if (!entry) return;
  pending.delete(name);
  clearTimeout(entry.timer);
  if (!runner) {
    logger.error('No local job runner registered', { name });
    return;
  }
  await runner(entry.job, now).catch((error: unknown) => logger.error('Scheduled job failed', { name, error: error as Error }));
}

export const localScheduler: Scheduler = {
  async scheduleOnce(name, at, job) {
    if (pending.has(name)) return;
    const timer = setTimeout(() => void run(name, new Date()), Math.max(0, at.getTime() - Date.now()));
    timer.unref();
    pending.set(name, { at, job, timer });
  },
};

/** Runs every pending job due by `at`, as if the clock had reached it. */
export async function runDueJobs(at: Date): Promise<number> {
  const due = [...pending.entries()].filter(([, entry]) => entry.at <= at).map(([name]) => name);
  for (const name of due) await run(name, at);
  return due.length;
}
