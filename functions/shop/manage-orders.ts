// Staff work on online orders (/admin/sales-management): packed, ready, dispatched with tracking,
// collected, delivered; refunds whole or per line, the card's part through the payment provider and a
// gift card's or store credit's back onto it (decision 377), stock back, each recorded as an intent
// before the provider is asked (decision 230).
import { ulid } from 'ulid';
import type { Payment } from '../../shared/schemas/sales/fields';
import type { Order, OrderMove, OrderRefundPayment, OrderStatus, RefundOrderRequest } from '../../shared/schemas/shop/order';
import { getIntent, refundDoneItem, type PaymentIntent } from '../data/payment-intents';
import { changedOrderItem, getShopOrder } from '../data/shop-orders';
import { commitWithRetries, TransactionCancelledError, transactWrite } from '../data/transact';
import { announceSalesDocuments } from '../reports/announce-documents';
import { ConflictError, NotFoundError, BadRequestError } from '../lib/http-errors';
import { requestEmail } from '../mail/request-email';
import { orderReadyEvent } from '../../shared/events';
import { announce } from '../events/announce';
import { orderDispatchedMessage, orderReadyMessage, orderRefundedMessage } from '../mail/templates/shop-order-emails';
import { awaitIntent, claimOrFind, isHeld, takeOver } from '../payments/payment-intents';
import { refundAtProvider } from '../payments/provider-moves';
import { recordStockMovement, type Actor } from '../data/stock-ledger';
import type { TransactItem } from '../data/transact';
import { stockFailure } from '../stock/stock-ledger';
import { withStatus } from './order-changes';
import { issueOrderCreditNote, orderPayments, orderRefundLines, type RefundLines } from './order-invoice';
import { vouchersPence } from './order-vouchers';
import { allocateRefund, type PaidDocument } from '../sales/refund-allocation';
import { storeCreditRefund, voucherRefundMoves } from '../sales/refund-vouchers';
import { voucherMoveItems } from '../gift-cards/tender';
import { orderRefundKey, SHOP_ORDER_PURPOSE } from './payment-purpose';
import { announceStockMoved } from '../stock/announce-stock-moved';

export function orderNotFound(): NotFoundError {
  return new NotFoundError('Order not found');
}

export async function findOrder(orderId: string, ownerUserId?: string): Promise<Order> {
  const order = await getShopOrder(orderId);
  if (!order || (ownerUserId !== undefined && order.userId !== ownerUserId)) throw orderNotFound();
  return order;
}

const MOVES: Record<OrderMove, { from: OrderStatus[]; to: OrderStatus; fulfilment?: Order['fulfilment'] }> = {
  packed: { from: ['Paid'], to: 'Processing' },
  ready: { from: ['Paid', 'Processing'], to: 'Ready for collection', fulfilment: 'collect' },
  dispatched: { from: ['Paid', 'Processing'], to: 'Dispatched', fulfilment: 'delivery' },
  collected: { from: ['Ready for collection'], to: 'Collected', fulfilment: 'collect' },
  delivered: { from: ['Dispatched'], to: 'Delivered', fulfilment: 'delivery' },
};

async function write(items: TransactItem[]): Promise<void> {
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new ConflictError('The order changed meanwhile; reload it and try again');
    throw stockFailure(items, error) ?? error;
  }
}

export async function moveOrder(orderId: string, move: OrderMove, trackingReference: string | undefined, staff: Actor, now: Date): Promise<Order> {
  const order = await findOrder(orderId);
  const rule = MOVES[move];
  if (rule.fulfilment && rule.fulfilment !== order.fulfilment) {
    throw new ConflictError(order.fulfilment === 'collect' ? 'This order is for click and collect' : 'This order is for delivery');
  }
  if (!rule.from.includes(order.status)) throw new ConflictError(`An order that is ${order.status} cannot be marked ${rule.to}`);
  const after = withStatus(order, rule.to, now, staff.name, move === 'dispatched' ? { trackingReference } : {});
  await write([changedOrderItem(order, after)]);
  if (after.status === 'Ready for collection') {
    await requestEmail('order-ready', order.email, orderReadyMessage(after));
    await announce(orderReadyEvent, { orderId: after.id, at: now.toISOString() });
  }
  if (after.status === 'Dispatched') await requestEmail('order-dispatched', order.email, orderDispatchedMessage(after));
  return after;
}

/** The credit note's lines add up to the refund: a whole refund after older refunds takes its difference on the last line. */
function fitTo(lines: RefundLines, amountPence: number): RefundLines {
  const difference = amountPence - lines.reduce((sum, line) => sum + line.amountPence, 0);
  if (difference === 0 || lines.length === 0) return lines;
  const last = lines.at(-1)!;
  return [...lines.slice(0, -1), { ...last, amountPence: last.amountPence + difference }];
}

const REFUNDABLE: OrderStatus[] = ['Paid', 'Processing', 'Ready for collection', 'Dispatched', 'Collected', 'Delivered'];

export const REFUND_UNDER_WAY = 'Another refund of this order is being made. Reload the order in a moment.';
export const REFUND_MADE_MEANWHILE = 'Another refund of this order was made meanwhile. Reload the order and check it before refunding again.';
const THIS_REFUND_UNDER_WAY = 'This refund is being made. Reload the order in a moment.';

/** What a refund's intent carries so that whoever finishes it writes the same books. */
interface OrderRefundDetail {
  requestId: string;
  quantities: Record<string, number>;
  lines: RefundLines;
  reason: string;
  whole: boolean;
  staff: Actor;
  /** The whole refund: the intent's own amount is the card's part only. Absent on older intents: all the card's. */
  amountPence?: number;
  /** Where the refund goes, the card first (decision 377). Absent on older intents: all to the card. */
  payments?: OrderRefundPayment[];
  /** The customer chose store credit for all of it (decision 379): a credit, not a refund onto what paid. */
  toStoreCredit?: boolean;
  /** A refund with nothing for the provider (vouchers only): its id, fixed when planned so every retry writes the same. */
  refundId?: string;
}

/** The order as the till's refund rule sees a sale: what paid it, and what each earlier refund gave back to what. */
function paidOrder(order: Order): PaidDocument {
  const toPayment = (p: OrderRefundPayment): Payment => (p.method === 'online' ? { method: 'online', amountPence: p.amountPence, ...(order.paymentId ? { reference: order.paymentId } : {}) } : p);
  return { payments: orderPayments(order, order.paymentId), refunds: order.refunds.map((r) => ({ refunds: (r.payments ?? [{ method: 'online', amountPence: r.amountPence }]).map(toPayment) })) };
}

/** The split as the order records it: only the methods an order is paid with. */
const orderRefundPayment = (p: Payment): OrderRefundPayment => ({ method: p.method as OrderRefundPayment['method'], amountPence: p.amountPence, ...(p.giftCardCode ? { giftCardCode: p.giftCardCode } : {}), ...(p.reference ? { reference: p.reference } : {}) });

/** The refund asked for, checked against the order as read: its amount, the card's part of it, and credit note lines. */
function planRefund(order: Order, request: RefundOrderRequest, staff: Actor, now: Date): { cardPence: number; detail: OrderRefundDetail } {
  // An order its vouchers covered has no payment at the provider (decision 346) and is refunded all onto them.
  const paid = Boolean(order.paymentId) || (vouchersPence(order) >= order.totalPence && order.totalPence > 0);
  if (!REFUNDABLE.includes(order.status) || !paid) throw new ConflictError(`An order that is ${order.status} cannot be refunded`);
  const whole = request.lines === undefined;
  const quantities: Record<string, number> = {};
  for (const line of order.lines) {
    const left = line.quantity - line.refundedQuantity;
    const wanted = whole ? left : (request.lines![line.productId] ?? 0);
    if (wanted > left) throw new BadRequestError(`Only ${left} of ${line.name} can be refunded`);
    if (wanted > 0) quantities[line.productId] = wanted;
  }
  for (const productId of Object.keys(request.lines ?? {})) {
    if (!order.lines.some((line) => line.productId === productId)) throw new BadRequestError('That product is not on this order');
  }
  const refundLines = orderRefundLines(order, quantities, whole);
  const amountPence = whole ? order.totalPence - order.refundedPence : refundLines.reduce((sum, line) => sum + line.amountPence, 0);
  if (amountPence <= 0) throw new BadRequestError('Nothing left to refund');
  // The till's rule (decision 377): the last payment first, so the card's part, then store credit, then
  // the gift card; or, the customer's choice (decision 379), all of it onto their store credit.
  const payments = (request.toStoreCredit ? storeCreditRefund(amountPence) : allocateRefund(paidOrder(order), amountPence)).map(orderRefundPayment);
  const cardPence = payments.find((p) => p.method === 'online')?.amountPence ?? 0;
  return {
    cardPence,
    detail: {
      requestId: request.requestId,
      quantities,
      lines: fitTo(refundLines, amountPence),
      reason: request.reason,
      whole,
      staff: { id: staff.id, name: staff.name },
      amountPence,
      payments,
      ...(request.toStoreCredit ? { toStoreCredit: true } : {}),
      ...(cardPence === 0 ? { refundId: ulid(now.getTime()) } : {}),
    },
  };
}

/**
 * Refunds lines (or, with none named, everything left and the order is cancelled as Refunded), once
 * (decision 230): the refund's intent is recorded first under the order's next refund number, then
 * the provider is asked with that key, then the order, the stock back, the credit note and the
 * intent's outcome are written in one transaction. A second request for the same number finds the
 * intent: the same request id gets the original's answer, another a 409 with nothing moved; an
 * intent whose request stopped half way is finished by the next request, never made again. A line
 * gives back its share of what was paid for it (a reward's discount spread over the lines).
 */
export async function refundOrder(orderId: string, request: RefundOrderRequest, staff: Actor, now: Date): Promise<Order> {
  for (let attempt = 1; attempt <= 4; attempt++) {
    const order = await findOrder(orderId);
    if (order.refunds.some((r) => r.requestId === request.requestId)) return order;
    const key = orderRefundKey(order.id, order.refunds.length + 1);
    let intent = await getIntent(key);
    if (!intent) {
      const { cardPence, detail } = planRefund(order, request, staff, now);
      // The intent's amount is what the provider is asked for: the card's part (none for vouchers alone).
      const draft = { key, kind: 'refund' as const, purpose: SHOP_ORDER_PURPOSE, reference: order.id, amountPence: cardPence, currency: 'gbp' as const, ...(cardPence > 0 ? { paymentId: order.paymentId } : {}), owner: request.requestId, detail: { ...detail } };
      const claim = await claimOrFind(draft, now);
      if (claim.mine) return carryOut(claim.intent, now);
      intent = claim.intent;
    }
    // Done: this request read the order before that refund's books were written; read it again.
    if (intent.state !== 'pending') continue;
    const mine = intent.owner === request.requestId;
    if (isHeld(intent, now)) {
      if (!mine) throw new ConflictError(REFUND_UNDER_WAY);
      // The same request twice at once: the second answers what the first did.
      if ((await awaitIntent(key))?.state === 'done') continue;
      throw new ConflictError(THIS_REFUND_UNDER_WAY);
    }
    // Its request stopped between the provider and the books: finish that refund, never a second.
    const taken = await takeOver(intent, now);
    if (!taken) continue;
    const after = await carryOut(taken, now);
    if (mine) return after;
    throw new ConflictError(REFUND_MADE_MEANWHILE);
  }
  throw new ConflictError(REFUND_UNDER_WAY);
}

/** Another request recorded this refund first (it had taken over after this one's lease ran out). */
class AlreadyRecorded extends Error {
  constructor(readonly order: Order) {
    super('The refund is already on the order');
  }
}

/**
 * The held intent carried out: the provider asked under its key for the card's part (not at all for
 * vouchers alone), then its books in one transaction, the vouchers' credits among them keyed by the
 * intent (decision 377), so however often this runs each card or account is credited once.
 */
async function carryOut(intent: PaymentIntent, now: Date): Promise<Order> {
  const detail = intent.detail as unknown as OrderRefundDetail;
  const { quantities, staff, toStoreCredit } = detail;
  const amountPence = detail.amountPence ?? intent.amountPence;
  const payments = detail.payments ?? [{ method: 'online', amountPence }];
  const refundId = detail.refundId ?? (await refundAtProvider(intent, now));
  // The credit note names the provider's refund for the card's part, as before; the vouchers by their own.
  const noteRefunds: Payment[] = payments.map((p) => (p.method === 'online' ? { method: 'online', amountPence: p.amountPence, reference: refundId } : p));
  let after: Order;
  try {
    after = await commitWithRetries(async () => {
      const order = await findOrder(intent.reference);
      if (order.refunds.some((r) => r.refundId === refundId)) throw new AlreadyRecorded(order);
      const lines = order.lines.map((line) => ({ ...line, refundedQuantity: line.refundedQuantity + (quantities[line.productId] ?? 0) }));
      const everything = lines.every((line) => line.refundedQuantity === line.quantity);
      const stockBack = order.lines
        .filter((line) => quantities[line.productId])
        .flatMap((line) =>
          recordStockMovement({
            productId: line.productId,
            kind: 'online-refund',
            delta: quantities[line.productId]!,
            reason: `Refund on online order ${order.id}: ${detail.reason}`,
            causeId: `order-refund:${intent.key}:${line.productId}`,
            actor: staff,
            at: now,
            unit: line.unitIds[0] ? { unitId: line.unitIds[0], from: 'sold', to: 'available' } : undefined,
          }),
        );
      // An invoiced order's refund is a credit note against its invoice, in the same transaction (decision 139).
      const note = order.invoiceNumber
        ? await issueOrderCreditNote({ ...order, invoiceNumber: order.invoiceNumber }, { refundId, reason: detail.reason, lines: detail.lines, amountPence, refunds: noteRefunds }, staff, now)
        : null;
      const next = withStatus(order, detail.whole || everything ? 'Refunded' : order.status, now, staff.name, {
        lines,
        refundedPence: order.refundedPence + amountPence,
        refunds: [
          ...order.refunds,
          { refundId, requestId: detail.requestId, amountPence, lines: quantities, reason: detail.reason, at: now.toISOString(), ...(note ? { creditNoteNumber: note.document.number } : {}), payments, ...(toStoreCredit ? { toStoreCredit } : {}) },
        ],
      });
      const voucherMoves = voucherRefundMoves(payments, order.userId, { key: intent.key, source: { type: 'online-order', id: order.id }, at: now.toISOString(), by: { userId: staff.id, name: staff.name }, chosen: Boolean(toStoreCredit) });
      const noteItems = note?.items ?? [];
      const items = [...noteItems, changedOrderItem(order, next), refundDoneItem(intent.key, refundId, now), ...stockBack];
      items.push(...voucherMoveItems(voucherMoves, items.length).items);
      return {
        items,
        // The counter, the order changed meanwhile (a move), or the refund recorded by another: read again.
        retryable: [...(note ? [0] : []), noteItems.length, noteItems.length + 1],
        result: next,
        explain: async (error) => {
          throw stockFailure(items, error) ?? error;
        },
      };
    });
  } catch (error) {
    if (error instanceof AlreadyRecorded) return error.order;
    throw error;
  }
  const creditNote = after.refunds.at(-1)?.creditNoteNumber;
  if (creditNote) await announceSalesDocuments([creditNote]);
  await announceStockMoved(Object.keys(quantities), now);
  await requestEmail('order-refunded', after.email, orderRefundedMessage(after, { amountPence, payments, toStoreCredit }));
  return after;
}
