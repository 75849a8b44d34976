// A repair job collected at the till: its balance to pay, and the repairs area's own Collected
// transition (warranty from today, the timeline entry, the device's warranty) as transaction items
// for the sale's transaction, so the job is collected exactly when the sale is made; after it commits,
// the sale announces the collection as the job sheet does (announceStatusMove, decision 242).
import { formatPence } from '../../shared/money';
import type { JobStatus } from '../../shared/repairs/statuses';
import type { Actor } from '../../shared/schemas/repairs/fields';
import { depositEntryItem } from '../data/deposits';
import { deviceLabel, getJobWithParts, jobSaveItems, type JobRecord, type TimelineRecord } from '../data/jobs';
import type { TransactItem } from '../data/invoices';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { planStatusChange } from '../repairs/change-status';
import { amounts } from '../repairs/job-views';
import { BALANCE_APPLIED_ID, balanceOf, onlineTenders } from '../../shared/repairs/balance';

export const NO_SUCH_JOB = 'No job has that QR code.';

export interface PlannedCollection {
  job: JobRecord;
  next: JobRecord;
  entry: TimelineRecord;
  duePence: number;
  description: string;
  /** The deposit held on the job, deducted from the bill (decision 147). */
  depositPence: number;
  /** The balance paid online (decision 290): the sale's online tenders, one per provider payment. */
  online: { paymentId: string; amountPence: number }[];
  /** The job's lines at cost (those with a known cost): the repair's cost of goods in the reports. */
  partsCostPence: number;
  /** The job's save, its header first: a failed condition there means the job changed meanwhile. */
  items: TransactItem[];
  /** Its move between the status counts, which the sale writes once for all its jobs (statusCountsItem). */
  statusMove: { from: JobStatus; to: JobStatus };
}

export function notCollectableMessage(job: JobRecord): string {
  return `${job.jobNumber} is ${job.status}: only a job that is Ready for collection can be collected at the till.`;
}

/**
 * The job's balance (its parts and labour, or the estimate; nothing for a warranty claim) less the
 * deposit held on it, and a label for the line that says the deposit was deducted (so the receipt
 * and the invoice show it).
 */
export async function repairBalance(qrCode: string) {
  const found = await getJobWithParts(qrCode);
  if (!found) return null;
  const { job, lines } = found;
  const { billPence, depositPence } = balanceOf(amounts(job, lines).amountDuePence, found.deposits);
  const label = `Repair ${job.jobNumber}: ${deviceLabel(job.device)}`;
  return {
    job,
    duePence: billPence - depositPence,
    depositPence,
    online: onlineTenders(found.deposits ?? [], billPence - depositPence),
    partsCostPence: lines.reduce((sum, l) => sum + (l.costPence ?? 0) * l.quantity, 0),
    description: depositPence > 0 ? `${label} (${formatPence(billPence)} less deposit paid ${formatPence(depositPence)})` : label,
  };
}

export async function planCollection(qrCode: string, by: Actor, now: Date, siteOrigin: string | null): Promise<PlannedCollection> {
  const balance = await repairBalance(qrCode);
  if (!balance) throw new BadRequestError(NO_SUCH_JOB);
  const { job } = balance;
  if (job.status !== 'Ready for collection') throw new ConflictError(notCollectableMessage(job));
  const { next, extra, entry } = await planStatusChange(job, { qrCode, to: 'Collected', by, now, siteOrigin });
  const saved = { ...next, version: job.version + 1 };
  // The deposit is used up by the bill: an entry of the job's deposit ledger, in the sale's transaction.
  const applied = balance.depositPence
    ? [depositEntryItem(qrCode, { depositId: 'applied', kind: 'applied', amountPence: -balance.depositPence, at: now.toISOString(), reference: 'Deducted from the bill at collection', by: by.name })]
    : [];
  // What was paid online towards the balance is the sale's tender: used once, in the same transaction (decision 290).
  const paidOnline = balance.online.reduce((sum, t) => sum + t.amountPence, 0);
  if (paidOnline) applied.push(depositEntryItem(qrCode, { depositId: BALANCE_APPLIED_ID, kind: 'applied', amountPence: -paidOnline, at: now.toISOString(), reference: 'Paid online, taken at collection', by: by.name }));
  return {
    job,
    next: saved,
    entry,
    duePence: balance.duePence,
    depositPence: balance.depositPence,
    online: balance.online,
    partsCostPence: balance.partsCostPence,
    description: balance.description,
    items: jobSaveItems(job, saved, [...extra, ...applied], { countStatus: false }),
    statusMove: { from: job.status, to: saved.status },
  };
}
