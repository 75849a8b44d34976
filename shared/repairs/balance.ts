// A repair's balance after deposits and what was paid online towards it (decision 290), worked out
// from the job's ledger alone: the tracking page's "Pay now", the payment page's amount, the webhook's
// check and the till at collection all read it here. Balance payments share the deposit ledger (so
// the job, its lines and every payment are still one Query), told apart by their ids: every entry of
// a balance payment, its refunds and its use at collection starts with `balance-`.
import { isClosedStatus, type JobStatus } from './statuses';

/** The purpose balance payments pass to the provider: the webhook hands their events to functions/repairs/balance-purpose.ts. */
export const REPAIR_BALANCE_PURPOSE = 'repair-balance';
export const BALANCE_ENTRY_PREFIX = 'balance-';
/** The entry that uses the balance paid online at collection, as `applied` uses the deposit. */
export const BALANCE_APPLIED_ID = 'balance-applied';

interface LedgerEntry {
  depositId: string;
  kind: 'payment' | 'refund' | 'applied';
  amountPence: number;
  paymentId?: string;
  refundOf?: string;
}

/** A balance payment's ledger entry: its checkout session names it, so a second event about it records nothing. */
export function balancePaymentId(sessionId: string): string {
  return `${BALANCE_ENTRY_PREFIX}online-${sessionId}`;
}

export function isBalanceEntry(entry: Pick<LedgerEntry, 'depositId'>): boolean {
  return entry.depositId.startsWith(BALANCE_ENTRY_PREFIX);
}

export interface RepairBalance {
  /** The bill: parts and labour, or the estimate (nothing for a warranty claim). */
  billPence: number;
  /** The deposit held, as much of it as the bill uses: the till deducts it from the repair's line. */
  depositPence: number;
  /** Paid online towards the balance and still held (not refunded, not yet used at collection). */
  paidOnlinePence: number;
  /** Still to pay: the bill less both, never below nothing. */
  duePence: number;
}

function held(entries: readonly LedgerEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.amountPence, 0);
}

export function balanceOf(billPence: number, entries: readonly LedgerEntry[] = []): RepairBalance {
  const depositPence = Math.min(Math.max(0, held(entries.filter((e) => !isBalanceEntry(e)))), billPence);
  const paidOnlinePence = Math.max(0, held(entries.filter(isBalanceEntry)));
  return { billPence, depositPence, paidOnlinePence, duePence: Math.max(0, billPence - depositPence - paidOnlinePence) };
}

/** The held balance payments, newest last, each less its refunds: what the till takes as online tenders. */
export function heldBalancePayments(entries: readonly LedgerEntry[] = []): { paymentId: string; amountPence: number }[] {
  const balance = entries.filter(isBalanceEntry);
  return balance
    .filter((e) => e.kind === 'payment' && e.paymentId)
    .map((payment) => ({
      paymentId: payment.paymentId!,
      amountPence: payment.amountPence + balance.filter((e) => e.kind === 'refund' && e.refundOf === payment.depositId).reduce((sum, e) => sum + e.amountPence, 0),
    }))
    .filter((p) => p.amountPence > 0);
}

/**
 * The online tenders a collection takes: the held balance payments up to the line's price, oldest
 * first, so what is left over (a price lowered after payment) stays held for staff to refund.
 */
export function onlineTenders(entries: readonly LedgerEntry[], linePence: number): { paymentId: string; amountPence: number }[] {
  let left = linePence;
  const tenders: { paymentId: string; amountPence: number }[] = [];
  for (const payment of heldBalancePayments(entries)) {
    const take = Math.min(payment.amountPence, left);
    if (take <= 0) break;
    tenders.push({ paymentId: payment.paymentId, amountPence: take });
    left -= take;
  }
  return tenders;
}

/**
 * A job has its final price once it is Ready for collection or its estimate is approved, and is still
 * open: only then may its balance be paid online (a warranty claim has nothing to pay).
 */
export function hasFinalPrice(job: { status: JobStatus; estimateApproval?: string; warrantyOf?: unknown }): boolean {
  if (job.warrantyOf) return false;
  return job.status === 'Ready for collection' || (!isClosedStatus(job.status) && job.estimateApproval === 'approved');
}
