// Deposits on a repair job (issue 18, decision 147): staff ask for one; the customer pays it online
// from the tracking page the estimate email links to (which approves a pending estimate in the same
// step: deposit-payments.ts) or at the counter; a job that ends unrepaired has its deposit refunded
// the way it was paid, and an excess left after collection can be; the till applies what is held to
// the bill at collection (collect-repair.ts). Every move through the provider is an intent first (decision 230).
import { ulid } from 'ulid';
import { formatPence } from '../../shared/money';
import { isClosedStatus } from '../../shared/repairs/statuses';
import type { CounterDeposit, DepositEntry, DepositRequest } from '../../shared/schemas/repairs/deposit';
import type { Actor } from '../../shared/schemas/repairs/fields';
import type { DrawerMove } from '../../shared/schemas/sales/drawer';
import { depositEntryItem } from '../data/deposits';
import { countMovesItem, getOpenSessionId, moveItem } from '../data/drawer';
import { getJobWithParts, timelineItem, type JobRecord, type TimelineRecord } from '../data/jobs';
import { pageOpenedItems, refundDoneItem, releaseIntent, type PaymentIntent } from '../data/payment-intents';
import { TransactionCancelledError } from '../data/transact';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import { openOnePage, PAGE_BEING_PREPARED } from '../payments/one-payment-page';
import { claimOrFind, isHeld, takeOver } from '../payments/payment-intents';
import { closePage, openPageAtProvider, refundAtProvider } from '../payments/provider-moves';
import { NO_OPEN_DRAWER } from '../drawer/drawer';
import { depositSummary, refundPlan, type PlannedRefund } from './deposit-ledger';
import { approvedByDeposit, REPAIR_DEPOSIT_PURPOSE } from './deposit-purpose';
import { JOB_NOT_FOUND, mutateJob } from './mutate-job';

export const JOB_CLOSED_FOR_DEPOSIT = 'This job is closed: it takes no deposit.';
export const NO_DEPOSIT_TO_PAY = 'There is no deposit to pay on this repair.';
export const REFUND_ONLY_UNREPAIRED = 'A deposit is refunded when the job is cancelled, returned unrepaired or its estimate declined, or, once collected, what the bill did not use; at collection the till deducts it from the bill.';
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

export const DEPOSIT_REFUND_UNDER_WAY = 'A refund of this deposit is being made. Reload the job in a moment.';

/** A deposit refund's intent key: the payment refunded and which of its refunds (decision 230). */
export function depositRefundKey(qrCode: string, refundDepositId: string): string {
  return `deposit:${qrCode}:refund:${refundDepositId}`;
}

/** The page's intent key stem: the job's nth deposit page (decision 231). */
function depositPageBase(qrCode: string): string {
  return `deposit:${qrCode}:checkout`;
}

/**
 * Refunds what the job holds, each payment the way it was paid: online through the provider, cash
 * out of the drawer, card on the terminal (recorded here). A job ended without the repair gives all
 * of it back; a collected job the excess its bill did not use. Online refunds follow decision 230:
 * their intents first (keyed by the payment and its refund number, so a retry plans the same keys),
 * then the provider under those keys, then the ledger, the drawer and the intents' outcomes in the
 * job's one save. A request meeting another's intents answers 409 with nothing moved; one meeting
 * the intents of a request that stopped half way finishes them.
 */
export async function refundDeposits(qrCode: string, reason: string, by: StaffActor, now: Date): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const found = await getJobWithParts(qrCode);
    if (!found) throw new NotFoundError(JOB_NOT_FOUND);
    const { job } = found;
    const unrepaired = job.status === 'Cancelled' || job.status === 'Unrepairable / returned' || job.estimateApproval === 'declined';
    if (!unrepaired && job.status !== 'Collected') throw new ConflictError(REFUND_ONLY_UNREPAIRED);
    const plan = refundPlan(found.deposits);
    if (plan.length === 0) throw new ConflictError(NO_DEPOSIT_HELD);
    // Checked before anything is asked of the provider: a refund in cash needs the open drawer.
    if (plan.some((p) => p.payment.method === 'cash') && !(await getOpenSessionId())) throw new ConflictError(NO_OPEN_DRAWER);
    const held: PaymentIntent[] = [];
    try {
      const outcome = await holdRefundIntents(qrCode, plan, now, held);
      if (outcome === 'read-again') continue;
      const refundIds = new Map<string, string>();
      for (const intent of held) refundIds.set(intent.key, await refundAtProvider(intent, now));
      await writeRefunds(qrCode, plan, refundIds, reason, by, now);
      return;
    } catch (error) {
      // Nothing is lost: the next request takes these intents over at once and finishes them.
      await Promise.all(held.map((intent) => releaseIntent(intent.key, now)));
      throw error;
    }
  }
  throw new ConflictError(DEPOSIT_REFUND_UNDER_WAY);
}

/** Holds (claims, or takes over when abandoned) every online refund's intent of the plan, into `held`. */
async function holdRefundIntents(qrCode: string, plan: PlannedRefund[], now: Date, held: PaymentIntent[]): Promise<'held' | 'read-again'> {
  for (const refund of plan) {
    if (refund.payment.method !== 'online' || !refund.payment.paymentId) continue;
    const key = depositRefundKey(qrCode, refund.depositId);
    const claim = await claimOrFind(
      { key, kind: 'refund', purpose: REPAIR_DEPOSIT_PURPOSE, reference: qrCode, amountPence: refund.amountPence, currency: 'gbp', paymentId: refund.payment.paymentId },
      now,
    );
    if (claim.mine) {
      held.push(claim.intent);
      continue;
    }
    // Its refund is on the ledger by now: this request read the job before it.
    if (claim.intent.state !== 'pending') return 'read-again';
    if (isHeld(claim.intent, now)) throw new ConflictError(DEPOSIT_REFUND_UNDER_WAY);
    const taken = await takeOver(claim.intent, now);
    if (!taken) throw new ConflictError(DEPOSIT_REFUND_UNDER_WAY);
    held.push(taken);
  }
  return 'held';
}

/** The refunds' ledger entries, the drawer's cash out, the timeline and the intents' outcomes: one save of the job. */
async function writeRefunds(qrCode: string, plan: PlannedRefund[], refundIds: Map<string, string>, reason: string, by: StaffActor, now: Date): Promise<void> {
  const at = now.toISOString();
  try {
    await mutateJob(qrCode, async (job) => {
      const extra = plan.map(({ payment, depositId, amountPence }) =>
        depositEntryItem(qrCode, { depositId, kind: 'refund', method: payment.method, amountPence: -amountPence, at, reference: payment.reference, paymentId: payment.paymentId, refundOf: payment.depositId, by: by.name }),
      );
      for (const [key, refundId] of refundIds) extra.push(refundDoneItem(key, refundId, now));
      const total = plan.reduce((sum, p) => sum + p.amountPence, 0);
      const cash = plan.filter((p) => p.payment.method === 'cash').reduce((sum, p) => sum + p.amountPence, 0);
      if (cash > 0) extra.push(...(await drawerItems(-cash, `Deposit refund for ${job.jobNumber}`, by, now)));
      extra.push(timelineItem(qrCode, entry(now, `Deposit of ${formatPence(total)} refunded: ${reason}`, by)));
      return { next: { ...job, updatedAt: at }, extra, result: undefined };
    });
  } catch (error) {
    // Another request finished these same refunds first (it took them over): they are on the ledger once.
    const entries = (await getJobWithParts(qrCode))?.deposits ?? [];
    if (error instanceof TransactionCancelledError && plan.every((p) => entries.some((e) => e.depositId === p.depositId))) return;
    if (error instanceof TransactionCancelledError) throw new ConflictError(DEPOSIT_REFUND_UNDER_WAY);
    throw error;
  }
}

/** A page is not given again with less than this left: a new one is opened. */
const REUSE_MARGIN_MS = 5 * 60_000;

/**
 * The hosted payment page for what is still due of the deposit, from the tracking page (anyone
 * holding the job's link: paying is the only thing it allows). One page at a time (decision 231):
 * claimed by its intent before the provider makes it, so clicks at the same moment get one page, and
 * given again while it is open for more than 5 minutes and still asks what is due.
 */
export async function startDepositCheckout(qrCode: string, siteOrigin: string, now: Date): Promise<{ url: string }> {
  const found = await getJobWithParts(qrCode);
  if (!found) throw new NotFoundError(JOB_NOT_FOUND);
  const { job } = found;
  const summary = depositSummary(job, found.deposits);
  if (isClosedStatus(job.status) || !summary || summary.duePence === 0) throw new ConflictError(NO_DEPOSIT_TO_PAY);
  const duePence = summary.duePence;
  const current = job.depositRequest?.checkout;
  const jobLink = `${siteOrigin}/job/${encodeURIComponent(qrCode)}`;
  return openOnePage({
    base: depositPageBase(qrCode),
    from: current?.number ?? 1,
    now,
    draft: () => ({ kind: 'page', purpose: REPAIR_DEPOSIT_PURPOSE, reference: qrCode, amountPence: duePence, currency: 'gbp' }),
    usable: async (intent) => {
      const paid = found.deposits?.some((d) => d.depositId === `online-${intent.page.sessionId}`);
      const usable = !paid && intent.amountPence === duePence && new Date(intent.page.expiresAt).getTime() - now.getTime() > REUSE_MARGIN_MS;
      // A page asking what is no longer due (a counter deposit meanwhile) is closed; paid anyway, its excess is refunded.
      if (!usable && intent.amountPence !== duePence) await closePage(intent.page.sessionId);
      return usable;
    },
    answer: async (intent) => ({ url: intent.page.url }),
    open: async (intent, n) => {
      const expiresAt = new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
      const page = await openPageAtProvider(intent, {
        lines: [{ name: `Deposit for repair ${job.jobNumber}`, unitAmountPence: duePence, quantity: 1 }],
        customerEmail: job.customer?.email,
        successUrl: `${jobLink}?deposit=paid`,
        cancelUrl: jobLink,
        expiresAt,
      });
      try {
        await mutateJob(qrCode, (latest) => {
          if (!latest.depositRequest) throw new ConflictError(NO_DEPOSIT_TO_PAY);
          const checkout = { ...page, number: n };
          return { next: { ...latest, depositRequest: { ...latest.depositRequest, checkout } }, extra: pageOpenedItems(intent, page, now), result: undefined };
        });
      } catch (error) {
        await closePage(page.sessionId);
        if (error instanceof TransactionCancelledError) throw new ConflictError(PAGE_BEING_PREPARED);
        throw error;
      }
      return { url: page.url };
    },
  });
}
