// What a payment event does to a repair job's deposit (the 'repair-deposit' purpose; decision 147).
// Completed: the deposit goes on the job's ledger (keyed by the checkout session, so a second event
// about the same payment records nothing) and a pending estimate is approved, with the job's save, in
// the webhook's one transaction. Expired or failed: nothing to do (the customer may try again).
import { ulid } from 'ulid';
import { formatPence } from '../../shared/money';
import { depositEntryItem } from '../data/deposits';
import { getJobWithParts, jobSaveItems, timelineItem } from '../data/jobs';
import type { PaymentEvent } from '../payments/payment-provider';
import { registerPaymentPurpose, type PaymentOutcome } from '../payments/payment-purposes';
import { approvedByDeposit, REPAIR_DEPOSIT_PURPOSE } from './deposit-purpose';

async function onDepositEvent(event: PaymentEvent, now: Date): Promise<PaymentOutcome> {
  if (event.type !== 'checkout.completed' || !event.reference || !event.sessionId || !event.amountPence) return { items: [] };
  const found = await getJobWithParts(event.reference);
  if (!found) return { items: [] };
  const depositId = `online-${event.sessionId}`;
  if (found.deposits?.some((d) => d.depositId === depositId)) return { items: [] };
  const { job } = found;
  const at = now.toISOString();
  const { next, approved } = approvedByDeposit(job, at);
  const { checkout: _paid, ...request } = job.depositRequest ?? { amountPence: 0, for: 'estimate' as const, requestedAt: at };
  const saved = { ...next, depositRequest: job.depositRequest ? request : undefined, version: job.version + 1 };
  const message = approved
    ? `Estimate of ${formatPence(job.estimatePence!)} approved and deposit of ${formatPence(event.amountPence)} paid online`
    : `Deposit of ${formatPence(event.amountPence)} paid online`;
  const by = { name: 'Customer', role: 'customer' as const };
  return {
    items: jobSaveItems(job, saved, [
      depositEntryItem(job.qrCode, { depositId, kind: 'payment', method: 'online', amountPence: event.amountPence, at, paymentId: event.paymentId, by: 'Customer' }),
      timelineItem(job.qrCode, { id: ulid(now.getTime()), at, kind: approved ? 'estimate' : 'update', visibility: 'customer', message, by }),
    ]),
  };
}

registerPaymentPurpose(REPAIR_DEPOSIT_PURPOSE, onDepositEvent);
