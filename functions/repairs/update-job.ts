// The admin's edits of an open job's sheet: estimate, technician, promised date, fault. A new
// estimate while the customer is asked to approve one puts the approval back to pending.
import { ulid } from 'ulid';
import { formatPence } from '../../shared/money';
import { isClosedStatus } from '../../shared/repairs/statuses';
import type { Actor } from '../../shared/schemas/repairs/fields';
import type { UpdateJobRequest } from '../../shared/schemas/repairs/job';
import { timelineItem, type JobRecord, type TimelineRecord } from '../data/jobs';
import { ConflictError } from '../lib/http-errors';
import { mutateJob } from './mutate-job';
import { notifyNewEstimate } from './notify-customer';

/** Saves the changes; a new estimate while awaiting approval emails the customer (decision 085). */
export async function updateJob(qrCode: string, changes: UpdateJobRequest, by: Actor, now: Date, siteOrigin: string | null): Promise<JobRecord> {
  const { job, estimateEntry } = await mutateJob(qrCode, (current) => {
    if (isClosedStatus(current.status)) throw new ConflictError(`This job is ${current.status}: its details can no longer change.`);
    const at = now.toISOString();
    const next: JobRecord = { ...current, updatedAt: at };
    const extra = [];
    let estimateEntry: TimelineRecord | undefined;
    if (changes.fault !== undefined) next.fault = changes.fault;
    if (changes.technician !== undefined) next.technician = changes.technician || undefined;
    if (changes.promisedAt !== undefined) next.promisedAt = changes.promisedAt ? new Date(changes.promisedAt).toISOString() : undefined;
    if (changes.estimatePence !== undefined && changes.estimatePence !== current.estimatePence) {
      next.estimatePence = changes.estimatePence;
      if (current.status === 'Awaiting approval') next.estimateApproval = 'pending';
      estimateEntry = {
        id: ulid(now.getTime()),
        at,
        kind: 'estimate',
        visibility: 'customer',
        message: `Estimate: ${formatPence(changes.estimatePence)}`,
        by,
      };
      extra.push(timelineItem(qrCode, estimateEntry));
    }
    return { next, extra, result: { job: next, estimateEntry } };
  });
  if (estimateEntry) await notifyNewEstimate(job, estimateEntry, siteOrigin);
  return job;
}
