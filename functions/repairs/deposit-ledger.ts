// Figures of a job's deposit ledger (decision 147), worked out from its entries alone.
import type { DepositEntry, DepositSummary } from '../../shared/schemas/repairs/deposit';
import type { JobRecord } from '../data/jobs';

/** Paid and not yet refunded or applied to the bill: what the till deducts at collection. */
export function heldDepositPence(entries: readonly DepositEntry[] = []): number {
  return entries.reduce((sum, entry) => sum + entry.amountPence, 0);
}

export function depositSummary(job: JobRecord, entries: readonly DepositEntry[] = []): DepositSummary | undefined {
  if (!job.depositRequest && entries.length === 0) return undefined;
  const paidPence = entries.filter((e) => e.kind === 'payment').reduce((sum, e) => sum + e.amountPence, 0);
  const refundedPence = -entries.filter((e) => e.kind === 'refund').reduce((sum, e) => sum + e.amountPence, 0);
  const requestedPence = job.depositRequest?.amountPence ?? 0;
  return {
    requestedPence,
    for: job.depositRequest?.for ?? 'estimate',
    paidPence,
    refundedPence,
    heldPence: heldDepositPence(entries),
    duePence: Math.max(0, requestedPence - (paidPence - refundedPence)),
  };
}
