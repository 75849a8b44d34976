// Moves a job to a new status: only along the one transition table (409 otherwise), with a timeline
// entry saying who and when, the warranty end at collection, and its consequences afterwards (the
// same as a collection at the till's: announceStatusMove).
import { ulid } from 'ulid';
import { BUSINESS } from '../../shared/business';
import { formatDate } from '../../shared/dates';
import type { JobStatus } from '../../shared/repairs/statuses';
import { isCustomerVisibleStatus } from '../../shared/repairs/statuses';
import { canTransition, refusedTransitionMessage } from '../../shared/repairs/transitions';
import { uncheckedItems, uncheckedQualityMessage } from '../../shared/repairs/device-checklists';
import { warrantyEndFrom } from '../../shared/repairs/warranty';
import type { Actor } from '../../shared/schemas/repairs/fields';
import { setDeviceWarrantyItem } from '../data/devices';
import { getJob, timelineItem, type JobRecord, type TimelineRecord } from '../data/jobs';
import type { TransactItems } from '../data/transact';
import { ConflictError } from '../lib/http-errors';
import { extraWarrantyMonthsFor } from '../loyalty/benefits';
import { mutateJob } from './mutate-job';
import { announceStatusMove, type MoveOrigin } from './notify-customer';

export const ESTIMATE_NEEDED_MESSAGE = 'Set an estimate before asking the customer to approve it.';

export interface StatusChange {
  qrCode: string;
  to: JobStatus;
  /** Shown to the customer with the change (for a customer-visible status). */
  message?: string;
  by: Actor;
  now: Date;
  siteOrigin: string | null;
  /** Who asked, from where: the activity log's record of a collection. */
  caller: MoveOrigin['caller'];
}

/**
 * A warranty claim keeps the original repair's warranty; any other job starts 12 months at collection,
 * plus the extra months of its owner's loyalty tier (Gold +3, Platinum +6: decision 151).
 */
async function warrantyEndAtCollection(job: JobRecord, now: Date): Promise<string | undefined> {
  if (!job.warrantyOf) return warrantyEndFrom(now, BUSINESS.warrantyMonths + (job.customer?.userId ? await extraWarrantyMonthsFor(job.customer.userId, now) : 0));
  return (await getJob(job.warrantyOf.qrCode))?.warrantyEndsAt;
}

/**
 * The job after a status move, the items to write with it (device warranty, timeline entry) and the
 * timeline entry itself; refuses a move the table does not allow. changeJobStatus saves it on its
 * own, the till saves a collection in the sale's transaction (functions/sales/collect-repair.ts).
 */
export async function planStatusChange(current: JobRecord, change: Omit<StatusChange, 'caller'>): Promise<{ next: JobRecord; extra: TransactItems; entry: TimelineRecord }> {
  if (!canTransition(current.status, change.to)) throw new ConflictError(refusedTransitionMessage(current.status, change.to));
  if (change.to === 'Awaiting approval' && current.estimatePence === undefined) throw new ConflictError(ESTIMATE_NEEDED_MESSAGE);
  if (current.status === 'Quality check' && change.to === 'Ready for collection') {
    // Every item of the device's list is tested again before the customer is told it is ready.
    const unchecked = uncheckedItems(current.device.type, current.checks?.quality?.results);
    if (unchecked.length) throw new ConflictError(uncheckedQualityMessage(unchecked), { unchecked: unchecked.map((i) => i.id) });
  }
  const at = change.now.toISOString();
  const next: JobRecord = { ...current, status: change.to, updatedAt: at };
  if (change.to === 'Awaiting approval') next.estimateApproval = 'pending';
  const extra: TransactItems = [];
  if (change.to === 'Collected') {
    next.collectedAt = at;
    const end = await warrantyEndAtCollection(current, change.now);
    if (end) {
      next.warrantyEndsAt = end;
      extra.push(setDeviceWarrantyItem(current.device.qrCode, end));
    }
  }
  const visible = isCustomerVisibleStatus(change.to);
  const entry: TimelineRecord = {
    id: ulid(change.now.getTime()),
    at,
    kind: 'status',
    visibility: visible ? 'customer' : 'internal',
    status: change.to,
    fromStatus: current.status,
    message: change.message || (change.to === 'Collected' && next.warrantyEndsAt ? `Warranty until ${formatDate(next.warrantyEndsAt)}` : undefined),
    by: change.by,
  };
  extra.push(timelineItem(current.qrCode, entry));
  return { next, extra, entry };
}

export async function changeJobStatus(change: StatusChange): Promise<JobRecord> {
  const { job, entry } = await mutateJob(change.qrCode, async (current) => {
    const { next, extra, entry } = await planStatusChange(current, change);
    return { next, extra, result: { job: next, entry } };
  });
  await announceStatusMove(job, entry, { siteOrigin: change.siteOrigin, caller: change.caller, via: 'on the job sheet' });
  return job;
}
