// Runs one due job: what both schedulers call (the Lambda target in the cloud, the timer locally).
import { releaseCheckout } from '../shop/release-checkout';
import type { ScheduledJob } from './scheduled-job';

export async function runScheduledJob(job: ScheduledJob, now: Date): Promise<void> {
  switch (job.kind) {
    case 'release-checkout':
      await releaseCheckout(job.orderId, now, 'expired');
      return;
  }
}
