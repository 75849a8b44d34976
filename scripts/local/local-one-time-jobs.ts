// Runs the local scheduler's due one-time jobs (functions/scheduling/local-scheduler.ts) through the
// same runner module the cloud's one-time schedule invokes (shared/scheduled-jobs.ts). A one-time
// job's kind is its runner's file name: 'release-checkout' runs functions/scheduled/shop/release-checkout.ts.
import { pathToFileURL } from 'node:url';
import { scheduledJobs } from '../../shared/scheduled-jobs';
import type { ScheduledRunner } from '../../functions/scheduling/create-scheduled-runner';
import type { ScheduledJob } from '../../functions/scheduling/scheduled-job';
import { setLocalJobRunner } from '../../functions/scheduling/local-scheduler';
import { scheduledRunnerEntry } from '../../infra/lambda/paths';

export async function runOneTimeJob(job: ScheduledJob, now: Date): Promise<void> {
  const definition = scheduledJobs.find((candidate) => candidate.timing.kind === 'one-time' && candidate.runner.split('/').at(-1) === job.kind);
  if (!definition) throw new Error(`No one-time job in shared/scheduled-jobs.ts runs '${job.kind}'`);
  const { handler } = (await import(pathToFileURL(scheduledRunnerEntry(definition.runner)).href)) as { handler: ScheduledRunner };
  await handler.runAt(job, now);
}

/** Points the local scheduler at the jobs' runner modules; answers a function that undoes it. */
export function startOneTimeJobs(): () => void {
  const replaced = setLocalJobRunner(runOneTimeJob);
  return () => void setLocalJobRunner(replaced);
}
