// What each audience sees of a job: the admin's whole job sheet, the owner's view, and the public
// tracking view, which carries nothing personal (decision 083).
import { customerStatus, isCustomerVisibleStatus, STATUS_DESCRIPTIONS } from '../../shared/repairs/statuses';
import { ALLOWED_TRANSITIONS } from '../../shared/repairs/transitions';
import { DEVICE_CHECKLISTS } from '../../shared/repairs/device-checklists';
import { warrantyOf } from '../../shared/repairs/warranty';
import { balanceOf, hasFinalPrice, isBalanceEntry } from '../../shared/repairs/balance';
import type { DepositEntry, RepairBalanceView } from '../../shared/schemas/repairs/deposit';
import type { AdminJob, CustomerJob, PublicJob } from '../../shared/schemas/repairs/job';
import type { JobRecord, JobWithParts, LineRecord } from '../data/jobs';
import { depositSummary } from './deposit-ledger';

/** Warranty claims are not charged; otherwise the lines' total, or the estimate until there are lines. */
export function amounts(job: JobRecord, lines: LineRecord[]): { charged: boolean; linesTotalPence: number; amountDuePence: number } {
  const charged = !job.warrantyOf;
  const linesTotalPence = lines.reduce((sum, line) => sum + line.totalPence, 0);
  const amountDuePence = !charged ? 0 : lines.length ? linesTotalPence : (job.estimatePence ?? 0);
  return { charged, linesTotalPence, amountDuePence };
}

/** The balance once the price is final, or while something paid online towards it is held (decision 290). */
export function balanceView(job: JobRecord, lines: LineRecord[], deposits: readonly DepositEntry[] = []): RepairBalanceView | undefined {
  const payable = hasFinalPrice(job);
  if (!payable && !deposits.some(isBalanceEntry)) return undefined;
  return { ...balanceOf(amounts(job, lines).amountDuePence, deposits), payable };
}

export function toAdminJob({ job, timeline, lines, messages = [], timeEntries = [], signature, photos = [], deposits = [] }: JobWithParts, now: Date): AdminJob {
  return {
    ...job,
    customer: job.customer ? { ...job.customer, hasAccount: Boolean(job.customer.userId) } : undefined,
    warranty: warrantyOf(job.warrantyEndsAt, now),
    warrantyOfJob: job.warrantyOf,
    lines,
    ...amounts(job, lines),
    timeline,
    allowedNextStatuses: [...ALLOWED_TRANSITIONS[job.status]],
    messages,
    checklist: [...DEVICE_CHECKLISTS[job.device.type]],
    checks: job.checks ?? {},
    signature,
    photos,
    timeEntries,
    timeTotalSeconds: timeEntries.reduce((sum, entry) => sum + (entry.seconds ?? 0), 0),
    deposit: depositSummary(job, deposits),
    deposits,
    balance: balanceView(job, lines, deposits),
  };
}

export function toPublicJob({ job, timeline, lines, deposits }: JobWithParts, now: Date): PublicJob {
  const status = customerStatus(job.status);
  return {
    jobNumber: job.jobNumber,
    status,
    statusDescription: STATUS_DESCRIPTIONS[status],
    device: { make: job.device.make, model: job.device.model, type: job.device.type },
    customerInitial: job.customer?.firstName ? `${job.customer.firstName.slice(0, 1).toUpperCase()}.` : undefined,
    estimatePence: job.estimatePence,
    estimateApproval: job.estimateApproval,
    openedAt: job.openedAt,
    promisedAt: job.promisedAt,
    collectedAt: job.collectedAt,
    warranty: warrantyOf(job.warrantyEndsAt, now),
    isWarrantyClaim: Boolean(job.warrantyOf),
    timeline: timeline
      .filter((entry) => entry.visibility === 'customer' && (!entry.status || isCustomerVisibleStatus(entry.status)))
      .map((entry) => ({ at: entry.at, status: entry.status, message: entry.message })),
    claimable: !job.customer?.userId,
    deposit: depositSummary(job, deposits),
    balance: balanceView(job, lines, deposits),
  };
}

export function toCustomerJob(parts: JobWithParts, now: Date): CustomerJob {
  const { job, lines } = parts;
  return {
    ...toPublicJob(parts, now),
    qrCode: job.qrCode,
    deviceQr: job.device.qrCode,
    fault: job.fault,
    lines: lines.map(({ kind, description, quantity, unitPence, totalPence }) => ({ kind, description, quantity, unitPence, totalPence })),
    amountDuePence: amounts(job, lines).amountDuePence,
  };
}
