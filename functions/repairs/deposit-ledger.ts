// Figures of a job's deposit ledger (decision 147), worked out from its entries alone.
import type { DepositEntry, DepositSummary } from '../../shared/schemas/repairs/deposit';
import type { JobRecord } from '../data/jobs';
import { isBalanceEntry } from '../../shared/repairs/balance';

/** Paid and not yet refunded or applied to the bill: what the till deducts at collection. */
export function heldDepositPence(entries: readonly DepositEntry[] = []): number {
  return entries.reduce((sum, entry) => sum + entry.amountPence, 0);
}

export function depositSummary(job: JobRecord, ledger: readonly DepositEntry[] = []): DepositSummary | undefined {
  // Balance payments share the ledger (decision 290) but are not the deposit.
  const entries = ledger.filter((e) => !isBalanceEntry(e));
  if (!job.depositRequest && entries.length === 0) return undefined;
  const paidPence = entries.filter((e) => e.kind === 'payment').reduce((sum, e) => sum + e.amountPence, 0);
  // Subtracted from 0 rather than negated: no refund is 0, not -0, in the answer.
  const refundedPence = entries.filter((e) => e.kind === 'refund').reduce((sum, e) => sum - e.amountPence, 0);
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

/** The payment entry a refund gives back (entries written before `refundOf` name it in their id). */
export function refundedPayment(entry: DepositEntry): string {
  return entry.refundOf ?? entry.depositId.replace(/-refund(-\d+)?$/, '');
}

export interface PlannedRefund {
  payment: DepositEntry;
  /** The refund's entry: `<payment>-refund-<k>`, k counting that payment's refunds, so a retry plans the same one. */
  depositId: string;
  amountPence: number;
}

/**
 * What refunding everything held gives back, payment by payment (newest first), each at most what is
 * left of it: every payment of a job ended unrepaired, or the excess a collected job's bill did not use.
 */
export function refundPlan(entries: readonly DepositEntry[] = []): PlannedRefund[] {
  let left = heldDepositPence(entries);
  const plan: PlannedRefund[] = [];
  const payments = entries.filter((e) => e.kind === 'payment').reverse();
  for (const payment of payments) {
    if (left <= 0) break;
    const refunds = entries.filter((e) => e.kind === 'refund' && refundedPayment(e) === payment.depositId);
    const open = payment.amountPence + refunds.reduce((sum, e) => sum + e.amountPence, 0);
    const amountPence = Math.min(open, left);
    if (amountPence <= 0) continue;
    plan.push({ payment, depositId: `${payment.depositId}-refund-${refunds.length + 1}`, amountPence });
    left -= amountPence;
  }
  return plan;
}
