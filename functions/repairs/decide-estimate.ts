// The customer approves or declines the estimate online. Only a job waiting for approval, only once
// per estimate; the timeline records it and the workshop moves the job on.
import { ulid } from 'ulid';
import { formatPence } from '../../shared/money';
import type { Actor } from '../../shared/schemas/repairs/fields';
import { timelineItem, type JobRecord } from '../data/jobs';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import { JOB_NOT_FOUND, mutateJob } from './mutate-job';

export const NO_ESTIMATE_WAITING = 'There is no estimate waiting for your approval on this repair.';

export async function decideEstimate(qrCode: string, userId: string, decision: 'approve' | 'decline', by: Actor, now: Date): Promise<JobRecord> {
  return mutateJob(qrCode, (current) => {
    // Another customer's job is "not found": they learn nothing about it.
    if (current.customer?.userId !== userId) throw new NotFoundError(JOB_NOT_FOUND);
    if (current.status !== 'Awaiting approval' || current.estimateApproval !== 'pending' || current.estimatePence === undefined) {
      throw new ConflictError(NO_ESTIMATE_WAITING);
    }
    const at = now.toISOString();
    const approved = decision === 'approve';
    const next: JobRecord = { ...current, estimateApproval: approved ? 'approved' : 'declined', updatedAt: at };
    const entry = {
      id: ulid(now.getTime()),
      at,
      kind: 'estimate' as const,
      visibility: 'customer' as const,
      message: `Estimate of ${formatPence(current.estimatePence)} ${approved ? 'approved' : 'declined'} by the customer`,
      by,
    };
    return { next, extra: [timelineItem(qrCode, entry)], result: next };
  });
}
