// A repair job collected at the till: its balance to pay, and the repairs area's own Collected
// transition (warranty from today, the timeline entry, the device's warranty) as transaction items
// for the sale's transaction, so the job is collected exactly when the sale is made.
import type { Actor } from '../../shared/schemas/repairs/fields';
import { deviceLabel, getJobWithParts, jobSaveItems, type JobRecord, type TimelineRecord } from '../data/jobs';
import type { TransactItem } from '../data/invoices';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { planStatusChange } from '../repairs/change-status';
import { amounts } from '../repairs/job-views';

export const NO_SUCH_JOB = 'No job has that QR code.';

export interface PlannedCollection {
  job: JobRecord;
  next: JobRecord;
  entry: TimelineRecord;
  duePence: number;
  description: string;
  /** The job's save, its header first: a failed condition there means the job changed meanwhile. */
  items: TransactItem[];
}

export function notCollectableMessage(job: JobRecord): string {
  return `${job.jobNumber} is ${job.status}: only a job that is Ready for collection can be collected at the till.`;
}

/** The job's balance (its parts and labour, or the estimate; nothing for a warranty claim) and a label for the line. */
export async function repairBalance(qrCode: string): Promise<{ job: JobRecord; duePence: number; description: string } | null> {
  const found = await getJobWithParts(qrCode);
  if (!found) return null;
  const { job, lines } = found;
  return { job, duePence: amounts(job, lines).amountDuePence, description: `Repair ${job.jobNumber}: ${deviceLabel(job.device)}` };
}

export async function planCollection(qrCode: string, by: Actor, now: Date, siteOrigin: string | null): Promise<PlannedCollection> {
  const balance = await repairBalance(qrCode);
  if (!balance) throw new BadRequestError(NO_SUCH_JOB);
  const { job } = balance;
  if (job.status !== 'Ready for collection') throw new ConflictError(notCollectableMessage(job));
  const { next, extra, entry } = await planStatusChange(job, { qrCode, to: 'Collected', by, now, siteOrigin });
  const saved = { ...next, version: job.version + 1 };
  return { job, next: saved, entry, duePence: balance.duePence, description: balance.description, items: jobSaveItems(job, saved, extra) };
}
