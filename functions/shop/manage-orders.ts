// Staff work on online orders (/admin/sales-management): packed, ready, dispatched with tracking,
// collected, delivered; refunds whole or per line through the payment provider, stock back, each
// recorded as an intent before the provider is asked (decision 230).
import type { Order, OrderMove, OrderStatus, RefundOrderRequest } from '../../shared/schemas/shop/order';
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
import { issueOrderCreditNote, orderRefundLines, type RefundLines } from './order-invoice';
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
}

/** The refund asked for, checked against the order as read: its amount and credit note lines. */
export const VOUCHER_ORDER_REFUND =
  'This order was paid partly or wholly with a gift card or store credit: it cannot be refunded here, because the refund could not go back onto them.';

function planRefund(order: Order, request: RefundOrderRequest, staff: Actor): { amountPence: number; detail: OrderRefundDetail } {
  // Decision 346: giving a gift card's or store credit's part back onto it is not built for online
  // orders, so such an order is refused whole rather than refunded to the card beyond what it paid.
  if (order.vouchers?.length) throw new ConflictError(VOUCHER_ORDER_REFUND);
  if (!REFUNDABLE.includes(order.status) || !order.paymentId) throw new ConflictError(`An order that is ${order.status} cannot be refunded`);
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
  return { amountPence, detail: { requestId: request.requestId, quantities, lines: fitTo(refundLines, amountPence), reason: request.reason, whole, staff: { id: staff.id, name: staff.name } } };
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
      const { amountPence, detail } = planRefund(order, request, staff);
      const draft = { key, kind: 'refund' as const, purpose: SHOP_ORDER_PURPOSE, reference: order.id, amountPence, currency: 'gbp' as const, paymentId: order.paymentId, owner: request.requestId, detail: { ...detail } };
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

/** The held intent carried out: the provider asked under its key, then its books in one transaction. */
async function carryOut(intent: PaymentIntent, now: Date): Promise<Order> {
  const refundId = await refundAtProvider(intent, now);
  const detail = intent.detail as unknown as OrderRefundDetail;
  const { quantities, staff } = detail;
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
        ? await issueOrderCreditNote({ ...order, invoiceNumber: order.invoiceNumber }, { refundId, reason: detail.reason, lines: detail.lines, amountPence: intent.amountPence }, staff, now)
        : null;
      const next = withStatus(order, detail.whole || everything ? 'Refunded' : order.status, now, staff.name, {
        lines,
        refundedPence: order.refundedPence + intent.amountPence,
        refunds: [
          ...order.refunds,
          { refundId, requestId: detail.requestId, amountPence: intent.amountPence, lines: quantities, reason: detail.reason, at: now.toISOString(), ...(note ? { creditNoteNumber: note.document.number } : {}) },
        ],
      });
      const noteItems = note?.items ?? [];
      const items = [...noteItems, changedOrderItem(order, next), refundDoneItem(intent.key, refundId, now), ...stockBack];
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
  await requestEmail('order-refunded', after.email, orderRefundedMessage(after, intent.amountPence));
  return after;
}
