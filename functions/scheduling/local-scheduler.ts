// The local stand-in for EventBridge Scheduler: a timer per job in this process (unref'd, so it
// never keeps a test run alive). `runDueJobs(at)` runs every job due by `at` at once, which is how
// tests move the clock past a 30-minute hold.
import { logger } from '../lib/logger';
import { runScheduledJob } from './run-scheduled-job';
import type { ScheduledJob, Scheduler } from './scheduled-job';

interface Pending {
  at: Date;
  job: ScheduledJob;
  timer: NodeJS.Timeout;
}

const pending = new Map<string, Pending>();

async function run(name: string, now: Date): Promise<void> {
  const entry = pending.get(name);
  if (!entry) return;
  pending.delete(name);
  clearTimeout(entry.timer);
  await runScheduledJob(entry.job, now).catch((error: unknown) => logger.error('Scheduled job failed', { name, error: error as Error }));
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
