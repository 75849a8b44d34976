// The local stand-in for EventBridge Scheduler: a timer per job in this process (./local-timers.ts).
// `runDueJobs(at)` runs every job due by `at` at once, which is how tests move the clock past a
// 30-minute hold. A due job is handed to the runner the local server (or a test) registered, which
// calls the job's own Lambda module as the cloud's schedule would: this folder sits below the areas
// whose work the jobs do, so it cannot import them.
import { localTimers } from './local-timers';
import type { ScheduledJob, Scheduler } from './scheduled-job';

export type LocalJobRunner = (job: ScheduledJob, now: Date) => Promise<void>;

let runner: LocalJobRunner | null = null;

/** Sets what runs a due job (scripts/local/local-one-time-jobs.ts); answers the one it replaces. */
export function setLocalJobRunner(next: LocalJobRunner | null): LocalJobRunner | null {
  const replaced = runner;
  runner = next;
  return replaced;
}

const timers = localTimers<ScheduledJob>({ noRunner: 'No local job runner registered', failed: 'Scheduled job failed' }, () => runner);

export const localScheduler: Scheduler = {
  async scheduleOnce(name, at, job) {
    timers.add(name, at, job);
  },
};

/** Runs every pending job due by `at`, as if the clock had reached it. */
export function runDueJobs(at: Date): Promise<number> {
  return timers.runDue(at);
}
