// What a payment event does to a repair's balance (the 'repair-balance' purpose, decision 290), apart
// from balance-payments.ts so the payment webhook's bundle carries neither the provider client nor
// the bus. Completed: the payment goes on the job's ledger as `balance-online-<session>` (a second
// event about the same payment finds it and writes nothing) with a timeline entry and the job's
// versioned save, in the webhook's one transaction; the till takes it as the repair's online tender
// at collection. What it paid beyond what is due (a second page paid, a job closed meanwhile, a lower
// price) is refunded at once, as a deposit's excess is (decision 231). Expired or failed: nothing.
import { ulid } from 'ulid';
import { formatPence } from '../../shared/money';
import { balanceOf, balancePaymentId, REPAIR_BALANCE_PURPOSE } from '../../shared/repairs/balance';
import { isClosedStatus } from '../../shared/repairs/statuses';
import { depositEntryItem } from '../data/deposits';
import { getJobWithParts, jobSaveItems, timelineItem } from '../data/jobs';
import type { RefundAsked } from '../data/payment-events';
import type { PaymentEvent } from '../payments/payment-provider';
import { registerPaymentPurpose, type PaymentOutcome } from '../payments/payment-purposes';
import { excessRefund } from './excess-refund';
import { amounts } from './job-views';

/** A balance payment's refund intent key: the job and the refund's ledger entry (decision 230). */
export function balanceRefundKey(qrCode: string, refundEntryId: string): string {
  return `balance:${qrCode}:refund:${refundEntryId}`;
}

async function onBalanceEvent(event: PaymentEvent, now: Date): Promise<PaymentOutcome> {
  if (event.type !== 'checkout.completed' || !event.reference || !event.sessionId || !event.amountPence) return { items: [] };
  const found = await getJobWithParts(event.reference);
  if (!found) return { items: [] };
  const entryId = balancePaymentId(event.sessionId);
  if (found.deposits?.some((d) => d.depositId === entryId)) return { items: [] };
  const { job, lines } = found;
  const at = now.toISOString();
  const duePence = isClosedStatus(job.status) ? 0 : balanceOf(amounts(job, lines).amountDuePence, found.deposits).duePence;
  const excessPence = event.amountPence - Math.min(event.amountPence, duePence);
  const saved = { ...job, updatedAt: at, version: job.version + 1 };
  const items = [
    depositEntryItem(job.qrCode, { depositId: entryId, kind: 'payment', method: 'online', amountPence: event.amountPence, at, paymentId: event.paymentId, reference: 'Balance paid online', by: 'Customer' }),
    timelineItem(job.qrCode, { id: ulid(now.getTime()), at, kind: 'update', visibility: 'customer', message: `Balance of ${formatPence(event.amountPence)} paid online`, by: { name: 'Customer', role: 'customer' } }),
  ];
  const refunds: RefundAsked[] = [];
  if (excessPence > 0 && event.paymentId) {
    const excess = excessRefund({ qrCode: job.qrCode, paymentEntryId: entryId, paymentId: event.paymentId, excessPence, intentKey: (id) => balanceRefundKey(job.qrCode, id), purpose: REPAIR_BALANCE_PURPOSE, beyond: 'the balance due', logReference: `balance:${job.jobNumber}`, now });
    items.push(...excess.items);
    refunds.push(excess.refund);
  }
  return { items: jobSaveItems(job, saved, items), refunds };
}

registerPaymentPurpose(REPAIR_BALANCE_PURPOSE, onBalanceEvent);
