// What a payment event does to a repair job's deposit (the 'repair-deposit' purpose; decision 147).
// Completed: the deposit goes on the job's ledger (keyed by the checkout session, so a second event
// about the same payment records nothing) and a pending estimate is approved, with the job's save, in
// the webhook's one transaction. What it paid beyond what was due (a page paid after another, or
// after a deposit at the counter; anything paid to a closed job) is refunded at once: its refund
// entry, its intent and a timeline entry in the same transaction, the provider asked on the bus
// after it (decision 231). Expired or failed: nothing to do (the customer may try again).
import { ulid } from 'ulid';
import { formatPence } from '../../shared/money';
import { isClosedStatus } from '../../shared/repairs/statuses';
import { depositEntryItem } from '../data/deposits';
import { getJobWithParts, jobSaveItems, timelineItem } from '../data/jobs';
import type { RefundAsked } from '../data/payment-events';
import type { PaymentEvent } from '../payments/payment-provider';
import { registerPaymentPurpose, type PaymentOutcome } from '../payments/payment-purposes';
import { depositSummary } from './deposit-ledger';
import { approvedByDeposit, REPAIR_DEPOSIT_PURPOSE } from './deposit-purpose';
import { excessRefund } from './excess-refund';

/** The same key staff refunds use (deposits.ts), here for the payment's first refund. */
const excessRefundKey = (qrCode: string, refundDepositId: string) => `deposit:${qrCode}:refund:${refundDepositId}`;

async function onDepositEvent(event: PaymentEvent, now: Date): Promise<PaymentOutcome> {
  if (event.type !== 'checkout.completed' || !event.reference || !event.sessionId || !event.amountPence) return { items: [] };
  const found = await getJobWithParts(event.reference);
  if (!found) return { items: [] };
  const depositId = `online-${event.sessionId}`;
  if (found.deposits?.some((d) => d.depositId === depositId)) return { items: [] };
  const { job } = found;
  const at = now.toISOString();
  const duePence = isClosedStatus(job.status) ? 0 : (depositSummary(job, found.deposits)?.duePence ?? 0);
  const keptPence = Math.min(event.amountPence, duePence);
  const excessPence = event.amountPence - keptPence;
  // Only a payment that counts towards the deposit approves the estimate.
  const { next, approved } = keptPence > 0 ? approvedByDeposit(job, at) : { next: { ...job, updatedAt: at }, approved: false };
  const saved = { ...next, version: job.version + 1 };
  const paid = approved
    ? `Estimate of ${formatPence(job.estimatePence!)} approved and deposit of ${formatPence(event.amountPence)} paid online`
    : `Deposit of ${formatPence(event.amountPence)} paid online`;
  const by = { name: 'Customer', role: 'customer' as const };
  const items = [
    depositEntryItem(job.qrCode, { depositId, kind: 'payment', method: 'online', amountPence: event.amountPence, at, paymentId: event.paymentId, by: 'Customer' }),
    timelineItem(job.qrCode, { id: ulid(now.getTime()), at, kind: approved ? 'estimate' : 'update', visibility: 'customer', message: paid, by }),
  ];
  const refunds: RefundAsked[] = [];
  if (excessPence > 0 && event.paymentId) {
    const excess = excessRefund({ qrCode: job.qrCode, paymentEntryId: depositId, paymentId: event.paymentId, excessPence, intentKey: (id) => excessRefundKey(job.qrCode, id), purpose: REPAIR_DEPOSIT_PURPOSE, beyond: 'the deposit due', logReference: `deposit:${job.jobNumber}`, now });
    items.push(...excess.items);
    refunds.push(excess.refund);
  }
  return { items: jobSaveItems(job, saved, items), refunds };
}

registerPaymentPurpose(REPAIR_DEPOSIT_PURPOSE, onDepositEvent);
