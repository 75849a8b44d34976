// The ReleaseCheckout job's Lambda (shared/scheduled-jobs.ts): EventBridge Scheduler invokes it with
// the job its one-time schedule carries, 30 minutes after a checkout started.
import * as z from 'zod/mini';
import { createScheduledRunner } from '../../scheduling/create-scheduled-runner';
import { releaseCheckout } from '../../shop/release-checkout';

const ReleaseCheckoutJobSchema = z.object({ kind: z.literal('release-checkout'), orderId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const handler = createScheduledRunner(ReleaseCheckoutJobSchema, (job, now) => releaseCheckout(job.orderId, now, 'expired'));
