// The admin's edits of an open job's sheet: estimate, technician, promised date, fault. A new
// estimate while the customer is asked to approve one puts the approval back to pending.
import { ulid } from 'ulid';
import { formatPence } from '../../shared/money';
import { isClosedStatus } from '../../shared/repairs/statuses';
import type { Actor } from '../../shared/schemas/repairs/fields';
import type { UpdateJobRequest } from '../../shared/schemas/repairs/job';
import { timelineItem, type JobRecord } from '../data/jobs';
import { ConflictError } from '../lib/http-errors';
import { mutateJob } from './mutate-job';

export async function updateJob(qrCode: string, changes: UpdateJobRequest, by: Actor, now: Date): Promise<JobRecord> {
  return mutateJob(qrCode, (current) => {
    if (isClosedStatus(current.status)) throw new ConflictError(`This job is ${current.status}: its details can no longer change.`);
    const at = now.toISOString();
    const next: JobRecord = { ...current, updatedAt: at };
    const extra = [];
    if (changes.fault !== undefined) next.fault = changes.fault;
    if (changes.technician !== undefined) next.technician = changes.technician || undefined;
    if (changes.promisedAt !== undefined) next.promisedAt = changes.promisedAt ? new Date(changes.promisedAt).toISOString() : undefined;
    if (changes.estimatePence !== undefined && changes.estimatePence !== current.estimatePence) {
      next.estimatePence = changes.estimatePence;
      if (current.status === 'Awaiting approval') next.estimateApproval = 'pending';
      extra.push(
        timelineItem(qrCode, {
          id: ulid(now.getTime()),
          at,
          kind: 'estimate',
          visibility: 'customer',
          message: `Estimate: ${formatPence(changes.estimatePence)}`,
          by,
        }),
      );
    }
    return { next, extra, result: next };
  });
}
