// A refund of some or all of a sale's lines, to the methods it was paid with, with a reason: a
// credit note against the sale's invoice (the invoice itself never changes), negative moves in the
// open drawer session and the sale's refunded amounts, in one transaction (decision 145). A redeemed
// reward's points come back for the refunded lines' share of it, in the same transaction (decision 160).
// The request's key is looked at before any other rule, on every attempt (decision 235).
import { ulid } from 'ulid';
import { vatOfRefund } from '../../shared/sales/vat';
import type { DrawerMove } from '../../shared/schemas/sales/drawer';
import type { Payment, Staff } from '../../shared/schemas/sales/fields';
import type { RefundRecord, RefundRequest, Sale } from '../../shared/schemas/sales/sale';
import { countMovesItem, getOpenSessionId, moveItem } from '../data/drawer';
import { getSale, getTillRequest, saleItem, tillRequestItem, type SaleRecord } from '../data/sales';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';
import { publicSale, KEY_USED_FOR_OTHER } from './create-sale';
import { APPROVAL_SPENT, NO_OPEN_DRAWER } from '../drawer/drawer';
import { issueCreditNote } from './issue-invoice';
import { tillSaleHolders } from './purchase-holders';
import { commitWithRetries } from '../data/transact';
import { announceSalesDocuments } from '../reports/announce-documents';
import { recordStockMovement } from '../data/stock-ledger';
import { givePointsBackItems, pointsToGiveBack } from '../rewards/till-points-back';
import type { RefundAuthority } from './manager-approval';
import { announceStockMoved } from '../stock/announce-stock-moved';
import type { RefundAsked } from '../data/payment-events';
import { intentClaimItem } from '../data/payment-intents';
import type { TransactItem } from '../data/transact';
import { askRefunds } from '../payments/ask-refunds';
import { leaseFrom } from '../payments/payment-intents';
import { TERMINAL_PAYMENT_PURPOSE } from '../payments/terminal-provider';

function cardRefunds(refunds: readonly Payment[], refundId: string, now: Date): { item: TransactItem; refund: RefundAsked }[] {
  return refunds.flatMap((r) => {
    if (!r.terminal) return [];
    const intentKey = `till-refund:${refundId}:${r.terminal.paymentKey}`;
    const at = now.toISOString();
    const refund: RefundAsked = { intentKey, paymentId: r.terminal.providerPaymentId, amountPence: r.amountPence, reference: `till-refund:${refundId}` };
    const item = intentClaimItem({ key: intentKey, kind: 'refund', purpose: TERMINAL_PAYMENT_PURPOSE, reference: r.terminal.paymentKey, amountPence: r.amountPence, currency: 'gbp', paymentId: refund.paymentId, createdAt: at, leaseUntil: leaseFrom(now).toISOString() });
    return [{ item, refund }];
  });
}
import { REPAIR_BALANCE_PURPOSE } from '../../shared/repairs/balance';
import { voucherMoveItems } from '../gift-cards/tender';
import { allocateRefund } from './refund-allocation';
import { needsStoreCreditAccount, storeCreditAccountOf, storeCreditRefund, voucherRefundMoves } from './refund-vouchers';

export const NO_SUCH_SALE = 'No sale has that id.';
export const SALE_CHANGED = 'The sale changed while the refund was being approved. Please try again.';

export interface RefundLinePlan {
  lineId: string;
  quantity: number;
  amountPence: number;
  restocked: boolean;
}

/** What each chosen line gives back: its share of what was paid; the last units take what is left. */
export function planRefundLines(sale: Sale, requested: RefundRequest['lines']): RefundLinePlan[] {
  const seen = new Set<string>();
  return requested.map((r) => {
    if (seen.has(r.lineId)) throw new BadRequestError('A line is in the refund twice.');
    seen.add(r.lineId);
    const line = sale.lines.find((l) => l.lineId === r.lineId);
    if (!line) throw new BadRequestError(`This sale has no line ${r.lineId}.`);
    const left = line.quantity - line.refundedQuantity;
    if (left === 0) throw new BadRequestError(`${line.description} has already been refunded.`);
    if (r.quantity > left) throw new BadRequestError(`You cannot refund more than was sold: ${left} of ${line.description} left to refund.`);
    const amountPence = r.quantity === left ? line.netPence - line.refundedPence : Math.round((line.netPence * r.quantity) / line.quantity);
    return { lineId: r.lineId, quantity: r.quantity, amountPence, restocked: r.restock && line.kind === 'product' };
  });
}

/** The sale a refund request's key already refunded, or null; another request's key is refused. */
async function replayRefund(saleId: string, key: string): Promise<Sale | null> {
  const done = await getTillRequest(key);
  if (!done) return null;
  if (done.kind !== 'refund' || done.saleId !== saleId) throw new ConflictError(KEY_USED_FOR_OTHER);
  return publicSale((await getSale(saleId))!);
}

/**
 * Whether the caller may refund this amount, and who approved it when a manager had to: asked once,
 * before the transaction, so a manager's passcode is checked once however often the write retries.
 */
export type AuthoriseRefund = (amountPence: number) => Promise<RefundAuthority>;

/** The sale's refund as planned now, for the approval; the transaction plans it again on what it reads. */
async function plannedAmount(saleId: string, lines: RefundRequest['lines']): Promise<number> {
  const sale = await getSale(saleId);
  if (!sale) throw new NotFoundError(NO_SUCH_SALE);
  return planRefundLines(sale, lines).reduce((sum, l) => sum + l.amountPence, 0);
}

export async function refundSale(saleId: string, input: RefundRequest, by: Staff, now: Date, authorise?: AuthoriseRefund): Promise<Sale> {
  const done = await replayRefund(saleId, input.idempotencyKey);
  if (done) return done;
  let planned = 0;
  try {
    if (authorise) planned = await plannedAmount(saleId, input.lines);
  } catch (error) {
    // A duplicate that reads the sale just after its twin committed finds the line refunded while
    // planning, outside commitWithRetries' replay: the twin's refund is its answer too.
    const twin = error instanceof BadRequestError ? await replayRefund(saleId, input.idempotencyKey) : null;
    if (twin) return twin;
    throw error;
  }
  const authority = authorise ? await authorise(planned) : { upToPence: Number.POSITIVE_INFINITY };
  const approvedBy = authority.granted?.approver;
  const at = now.toISOString();
  const refundId = ulid(now.getTime());
  // The products this refund put back on the shelf: the low-stock watcher checks them after (decision 331).
  let restocked: string[] = [];
  let asked: RefundAsked[] = [];
  // Whose store credit the refund moves, read once (the sale's customer does not change).
  let account: string | null | undefined;
  const refunded = await commitWithRetries(async () => {
    const sale = await getSale(saleId);
    if (!sale) throw new NotFoundError(NO_SUCH_SALE);
    const sessionId = await getOpenSessionId();
    if (!sessionId) throw new ConflictError(NO_OPEN_DRAWER);
    const plan = planRefundLines(sale, input.lines);
    const amountPence = plan.reduce((sum, l) => sum + l.amountPence, 0);
    if (amountPence > authority.upToPence) throw new ConflictError(SALE_CHANGED);
    const pointsBack = sale.reward ? pointsToGiveBack(sale.lines, plan) : 0;
    // A line the reward paid for in full was not charged, but its points still come back.
    if (amountPence === 0 && pointsBack === 0) throw new BadRequestError('Nothing to refund: the chosen lines were not charged.');
    // Store credit instead of cash or card is the customer's choice (decision 340).
    const refunds = input.toStoreCredit ? storeCreditRefund(amountPence) : allocateRefund(sale, amountPence, input.cardReference);
    if (account === undefined && (input.toStoreCredit || needsStoreCreditAccount(refunds))) account = await storeCreditAccountOf(sale);
    const voucherMoves = voucherRefundMoves(refunds, account ?? null, { key: `refund:${refundId}`, source: { type: 'till-refund', id: saleId }, at, by, chosen: Boolean(input.toStoreCredit) });
    const lineOf = (lineId: string) => sale.lines.find((l) => l.lineId === lineId)!;
    const { lineVat, vat } = vatOfRefund(plan.map((p) => ({ ...p, vatTreatment: lineOf(p.lineId).vatTreatment, marginCostPence: lineOf(p.lineId).marginCostPence })));
    const { document: note, items: noteItems } = await issueCreditNote({
      issuedAt: at,
      invoiceNumber: sale.invoiceNumber,
      source: { kind: 'till', saleId },
      refundId,
      reason: input.reason,
      staff: by,
      customer: sale.customer ? { name: sale.customer.name, email: sale.customer.email, customerQr: sale.customer.customerQr } : undefined,
      lines: plan.map((p, i) => ({ ...p, description: lineOf(p.lineId).description, vatTreatment: lineOf(p.lineId).vatTreatment, vatPence: lineVat[i]! })),
      totalPence: amountPence,
      vat,
      refunds,
    }, await tillSaleHolders(sale));
    const record: RefundRecord = {
      refundId,
      creditNoteNumber: note.number,
      at,
      reason: input.reason,
      by,
      ...(approvedBy ? { approvedBy: { userId: approvedBy.userId, name: approvedBy.name } } : {}),
      amountPence,
      refunds,
      lines: plan,
      ...(pointsBack ? { pointsReturned: pointsBack } : {}),
    };
    const next: SaleRecord = {
      ...sale,
      version: sale.version + 1,
      refundedPence: sale.refundedPence + amountPence,
      refunds: [...sale.refunds, record],
      lines: sale.lines.map((l) => {
        const p = plan.find((x) => x.lineId === l.lineId);
        return p ? { ...l, refundedQuantity: l.refundedQuantity + p.quantity, refundedPence: l.refundedPence + p.amountPence } : l;
      }),
    };
    // Online refunds go back to the card through the provider (decision 290): their intents here, asked on the bus after the commit.
    const online: RefundAsked[] = refunds.flatMap((r) => (r.method === 'online' && r.reference ? [{ intentKey: `sale:${saleId}:refund:${refundId}:${r.reference}`, paymentId: r.reference, amountPence: r.amountPence, reference: `sale:${sale.invoiceNumber}` }] : []));
    // Only cash and card leave the drawer; a gift card or store credit refund is its ledger's.
    const moves: DrawerMove[] = refunds.filter((r) => r.method === 'cash' || r.method === 'card').map((r, i) => ({
      moveId: `${refundId}-${i + 1}`,
      at,
      kind: 'refund',
      method: r.method === 'card' ? 'card' : 'cash',
      ...(r.terminal ? { terminal: true } : {}),
      amountPence: -r.amountPence,
      reason: input.reason,
      creditNoteNumber: note.number,
      invoiceNumber: sale.invoiceNumber,
      saleId,
      by,
    }));
    const drawerIndex = noteItems.length;
    const items = [
      ...noteItems,
      countMovesItem(sessionId, moves.length),
      tillRequestItem(input.idempotencyKey, { saleId, kind: 'refund' }, at),
      saleItem(next, sale.version),
      ...moves.map((m) => moveItem(sessionId, m)),
      ...online.map((r) => intentClaimItem({ key: r.intentKey, kind: 'refund', purpose: REPAIR_BALANCE_PURPOSE, reference: saleId, amountPence: r.amountPence, currency: 'gbp', paymentId: r.paymentId, createdAt: at, leaseUntil: leaseFrom(now).toISOString() })),
    ];
    // Resellable products go back on the shelf: a stock movement caused by this refund.
    restocked = [];
    for (const p of plan.filter((x) => x.restocked)) {
      const line = sale.lines.find((l) => l.lineId === p.lineId)!;
      restocked.push(line.productId!);
      items.push(
        ...recordStockMovement({
          productId: line.productId!,
          kind: 'refund',
          delta: p.quantity,
          reason: `Refund ${note.number}: ${input.reason}`.slice(0, 200),
          causeId: `till-refund:${refundId}`,
          actor: { id: by.userId, name: by.name },
          at: now,
          // A serialised unit goes back on sale with it (decision 148).
          unit: line.unitId ? { unitId: line.unitId, from: 'sold', to: 'available' } : undefined,
        }),
      );
    }
    // Reader payments go back to the card through the provider (decision 283): each refund's intent
    // in this transaction, the provider asked on the bus after it.
    const toCards = cardRefunds(refunds, refundId, now);
    items.push(...toCards.map((c) => c.item));
    asked = toCards.map((c) => c.refund);
    items.push(...voucherMoveItems(voucherMoves, items.length).items);
    if (sale.reward) items.push(...givePointsBackItems(saleId, refundId, note.number, sale.reward, pointsBack, at));
    // A manager's approval is used up by this refund and no other (decision 268).
    const grantIndex = authority.granted ? items.push(authority.granted.item) - 1 : -1;
    return {
      items,
      retryable: [0, drawerIndex, drawerIndex + 2],
      result: { sale: publicSale(next), online },
      explain: async (error) => {
        if (authority.granted && error.conditionFailedAt(grantIndex)) throw new ConflictError(APPROVAL_SPENT);
        return null;
      },
    };
    // Before every retry and refusal: a duplicate sent at the same moment answers the refund the first
    // made, not "already refunded" for the line that refund has just refunded (decision 235).
  }, async () => {
    const done = await replayRefund(saleId, input.idempotencyKey);
    return done ? { sale: done, online: [] } : null;
  });
  await announceSalesDocuments(refunded.sale.refunds.map((r) => r.creditNoteNumber));
  await announceStockMoved(restocked, now);
  // Reader refunds only when this request's refund was the one made (a duplicate's answer asked for its own).
  const ours = refunded.sale.refunds.some((r) => r.refundId === refundId);
  await askRefunds([...refunded.online, ...(ours ? asked : [])]);
  return refunded.sale;
}
