// Deposits on a repair job (issue 18, decision 147): staff ask for one; the customer pays it online
// from the tracking page the estimate email links to (which approves a pending estimate in the same
// step: deposit-payments.ts) or at the counter; a job that ends unrepaired has its deposit refunded
// the way it was paid; the till applies what is held to the bill at collection (collect-repair.ts).
import { ulid } from 'ulid';
import { formatPence } from '../../shared/money';
import { isClosedStatus } from '../../shared/repairs/statuses';
import type { CounterDeposit, DepositEntry, DepositRequest } from '../../shared/schemas/repairs/deposit';
import type { Actor } from '../../shared/schemas/repairs/fields';
import type { DrawerMove } from '../../shared/schemas/sales/drawer';
import { depositEntryItem } from '../data/deposits';
import { countMovesItem, getOpenSessionId, moveItem } from '../data/drawer';
import { getJobWithParts, timelineItem, type JobRecord, type TimelineRecord } from '../data/jobs';
import { TransactionCancelledError } from '../data/transact';
import { paymentRefundRequestedEvent } from '../../shared/events';
import { publishEvent } from '../events/publish-event';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import { paymentProvider } from '../payments/provider';
import { NO_OPEN_DRAWER } from '../drawer/drawer';
import { depositSummary } from './deposit-ledger';
import { approvedByDeposit, REPAIR_DEPOSIT_PURPOSE } from './deposit-purpose';
import { JOB_NOT_FOUND, mutateJob } from './mutate-job';

export const JOB_CLOSED_FOR_DEPOSIT = 'This job is closed: it takes no deposit.';
export const NO_DEPOSIT_TO_PAY = 'There is no deposit to pay on this repair.';
export const REFUND_ONLY_UNREPAIRED = 'A deposit is refunded when the job is cancelled, returned unrepaired or its estimate declined; at collection the till deducts it from the bill.';
export const NO_DEPOSIT_HELD = 'This job holds no deposit to refund.';

/** How long the hosted payment page takes payment (Stripe's least is 30 minutes). */
const CHECKOUT_MINUTES = 30;

type StaffActor = Actor & { userId: string };

function entry(at: Date, message: string, by: Actor, visibility: 'customer' | 'internal' = 'customer'): TimelineRecord {
  return { id: ulid(at.getTime()), at: at.toISOString(), kind: visibility === 'customer' ? 'update' : 'note', visibility, message, by };
}

export async function requestDeposit(qrCode: string, request: DepositRequest, by: Actor, now: Date): Promise<void> {
  await mutateJob(qrCode, (job) => {
    if (isClosedStatus(job.status)) throw new ConflictError(JOB_CLOSED_FOR_DEPOSIT);
    if (job.warrantyOf) throw new ConflictError('A warranty claim is not charged: it takes no deposit.');
    const next: JobRecord = { ...job, depositRequest: { amountPence: request.amountPence, for: request.for, requestedAt: now.toISOString() }, updatedAt: now.toISOString() };
    const what = request.for === 'parts' ? 'the parts order' : 'the estimate';
    return { next, extra: [timelineItem(qrCode, entry(now, `Deposit of ${formatPence(request.amountPence)} asked for ${what}`, by))], result: undefined };
  });
}

export async function takeCounterDeposit(qrCode: string, input: CounterDeposit, by: StaffActor, now: Date): Promise<void> {
  const depositId = `counter-${input.idempotencyKey}`;
  const at = now.toISOString();
  try {
    await mutateJob(qrCode, async (job) => {
      const found = await getJobWithParts(qrCode);
      // A retried request: the deposit is already on the ledger.
      if (found?.deposits?.some((d) => d.depositId === depositId)) throw new AlreadyRecorded();
      if (isClosedStatus(job.status)) throw new ConflictError(JOB_CLOSED_FOR_DEPOSIT);
      if (input.method === 'card' && !input.reference) throw new ConflictError('Card payments need the terminal reference or the last 4 digits of the card.');
      const deposit: DepositEntry = { depositId, kind: 'payment', method: input.method, amountPence: input.amountPence, at, reference: input.reference, by: by.name };
      const { next, approved } = approvedByDeposit(job, at);
      const message = approved
        ? `Estimate of ${formatPence(job.estimatePence!)} approved and deposit of ${formatPence(input.amountPence)} paid at the counter`
        : `Deposit of ${formatPence(input.amountPence)} paid at the counter`;
      const extra = [depositEntryItem(qrCode, deposit), timelineItem(qrCode, entry(now, message, by))];
      // Cash goes into the open drawer, so the Z report expects it (a cash-in move with its reason).
      if (input.method === 'cash') extra.push(...(await drawerItems(input.amountPence, `Deposit for ${job.jobNumber}`, by, now)));
      return { next, extra, result: undefined };
    });
  } catch (error) {
    if (error instanceof AlreadyRecorded) return;
    // The same request twice at once: the other one recorded it.
    if (error instanceof TransactionCancelledError && (await getJobWithParts(qrCode))?.deposits?.some((d) => d.depositId === depositId)) return;
    throw error;
  }
}

class AlreadyRecorded extends Error {}

async function drawerItems(signedPence: number, reason: string, by: StaffActor, now: Date) {
  const sessionId = await getOpenSessionId();
  if (!sessionId) throw new ConflictError(NO_OPEN_DRAWER);
  const move: DrawerMove = {
    moveId: ulid(now.getTime()),
    at: now.toISOString(),
    kind: signedPence > 0 ? 'cash-in' : 'cash-out',
    method: 'cash',
    amountPence: signedPence,
    reason,
    by: { userId: by.userId, name: by.name },
  };
  return [countMovesItem(sessionId, 1), moveItem(sessionId, move)];
}

/**
 * Refunds every deposit payment not yet refunded, each the way it was paid: online through the
 * provider (asked on the bus, once per idempotency key), cash out of the drawer, card on the terminal
 * (recorded here). Only a job that ends without the repair; a second call refunds nothing more.
 */
export async function refundDeposits(qrCode: string, reason: string, by: StaffActor, now: Date): Promise<void> {
  const found = await getJobWithParts(qrCode);
  if (!found) throw new NotFoundError(JOB_NOT_FOUND);
  const unrepaired = found.job.status === 'Cancelled' || found.job.status === 'Unrepairable / returned' || found.job.estimateApproval === 'declined';
  if (!unrepaired || found.job.status === 'Collected') throw new ConflictError(REFUND_ONLY_UNREPAIRED);
  const deposits = found.deposits ?? [];
  const refunded = new Set(deposits.filter((d) => d.kind === 'refund').map((d) => d.depositId.replace(/-refund$/, '')));
  const open = deposits.filter((d) => d.kind === 'payment' && !refunded.has(d.depositId));
  if (open.length === 0) throw new ConflictError(NO_DEPOSIT_HELD);
  // Asked before the ledger is written: if the write fails and staff try again, the same key asks
  // again and the provider answers with the same single refund.
  for (const deposit of open) {
    if (deposit.method === 'online' && deposit.paymentId) {
      await publishEvent(paymentRefundRequestedEvent, {
        paymentId: deposit.paymentId,
        amountPence: deposit.amountPence,
        idempotencyKey: `deposit-${qrCode}-${deposit.depositId}`,
        reference: `deposit:${found.job.jobNumber}`,
      });
    }
  }
  const at = now.toISOString();
  await mutateJob(qrCode, async (job) => {
    const extra = open.map((deposit) =>
      depositEntryItem(qrCode, { depositId: `${deposit.depositId}-refund`, kind: 'refund', method: deposit.method, amountPence: -deposit.amountPence, at, reference: deposit.reference, paymentId: deposit.paymentId, by: by.name }),
    );
    const total = open.reduce((sum, d) => sum + d.amountPence, 0);
    const cash = open.filter((d) => d.method === 'cash').reduce((sum, d) => sum + d.amountPence, 0);
    if (cash > 0) extra.push(...(await drawerItems(-cash, `Deposit refund for ${job.jobNumber}`, by, now)));
    extra.push(timelineItem(qrCode, entry(now, `Deposit of ${formatPence(total)} refunded: ${reason}`, by)));
    return { next: { ...job, updatedAt: at }, extra, result: undefined };
  });
}

/**
 * The hosted payment page for what is still due of the deposit, from the tracking page (anyone
 * holding the job's link: paying is the only thing it allows). An open page is reused until
 * 5 minutes before it expires, so repeated clicks make one session.
 */
export async function startDepositCheckout(qrCode: string, siteOrigin: string, now: Date): Promise<{ url: string }> {
  const found = await getJobWithParts(qrCode);
  if (!found) throw new NotFoundError(JOB_NOT_FOUND);
  const { job } = found;
  const summary = depositSummary(job, found.deposits);
  if (isClosedStatus(job.status) || !summary || summary.duePence === 0) throw new ConflictError(NO_DEPOSIT_TO_PAY);
  const open = job.depositRequest?.checkout;
  if (open && new Date(open.expiresAt).getTime() - now.getTime() > 5 * 60_000) return { url: open.url };
  const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
  const jobLink = `${siteOrigin}/job/${encodeURIComponent(qrCode)}`;
  const session = await paymentProvider.createCheckout({
    purpose: REPAIR_DEPOSIT_PURPOSE,
    reference: qrCode,
    lines: [{ name: `Deposit for repair ${job.jobNumber}`, unitAmountPence: summary.duePence, quantity: 1 }],
    customerEmail: job.customer?.email,
    successUrl: `${jobLink}?deposit=paid`,
    cancelUrl: jobLink,
    expiresAt,
  });
  await mutateJob(qrCode, (current) => {
    if (!current.depositRequest) throw new ConflictError(NO_DEPOSIT_TO_PAY);
    const checkout = { sessionId: session.sessionId, url: session.url, expiresAt: expiresAt.toISOString() };
    return { next: { ...current, depositRequest: { ...current.depositRequest, checkout } }, result: undefined };
  });
  return { url: session.url };
}
