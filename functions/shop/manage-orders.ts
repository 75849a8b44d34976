// Staff work on online orders (/admin/sales-management): packed, ready, dispatched with tracking,
// collected, delivered; refunds whole or per line through the payment provider, stock back.
import type { Order, OrderMove, OrderStatus, RefundOrderRequest } from '../../shared/schemas/shop/order';
import { changedOrderItem, getShopOrder } from '../data/shop-orders';
import { commitWithRetries, TransactionCancelledError, transactWrite } from '../data/transact';
import { announceSalesDocuments } from '../reports/announce-documents';
import { ConflictError, NotFoundError, BadRequestError } from '../lib/http-errors';
import { requestEmail } from '../mail/request-email';
import { orderDispatchedMessage, orderReadyMessage, orderRefundedMessage } from '../mail/templates/shop-order-emails';
import { paymentProvider } from '../payments/provider';
import { recordStockMovement, stockFailure, type Actor, type TransactItem } from '../stock/stock-ledger';
import { withStatus } from './order-changes';
import { issueOrderCreditNote, orderRefundLines, type RefundLines } from './order-invoice';

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
  if (after.status === 'Ready for collection') await requestEmail('order-ready', order.email, orderReadyMessage(after));
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

/**
 * Refunds lines (or, with none named, everything left and the order is cancelled as Refunded):
 * the provider first (idempotent by the request id), then the order, the stock movements back and
 * the credit note in one transaction; the same request id twice refunds once. A line gives back its
 * share of what was paid for it (a reward's discount spread over the lines, order-invoice.ts).
 */
export async function refundOrder(orderId: string, request: RefundOrderRequest, staff: Actor, now: Date): Promise<Order> {
  const order = await findOrder(orderId);
  if (order.refunds.some((r) => r.requestId === request.requestId)) return order;
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
  const { refundId } = await paymentProvider.refund({ paymentId: order.paymentId, amountPence, idempotencyKey: `order:${order.id}:refund:${request.requestId}` });
  const lines = order.lines.map((line) => ({ ...line, refundedQuantity: line.refundedQuantity + (quantities[line.productId] ?? 0) }));
  const everything = lines.every((line) => line.refundedQuantity === line.quantity);
  const stockBack = order.lines
    .filter((line) => quantities[line.productId])
    .flatMap((line) =>
      recordStockMovement({
        productId: line.productId,
        kind: 'online-refund',
        delta: quantities[line.productId]!,
        reason: `Refund on online order ${order.id}: ${request.reason}`,
        causeId: `order-refund:${request.requestId}:${line.productId}`,
        actor: staff,
        at: now,
        unit: line.unitIds[0] ? { unitId: line.unitIds[0], from: 'sold', to: 'available' } : undefined,
      }),
    );
  // An invoiced order's refund is a credit note against its invoice, in the same transaction (decision 139).
  const after = await commitWithRetries(async () => {
    const note = order.invoiceNumber ? await issueOrderCreditNote({ ...order, invoiceNumber: order.invoiceNumber }, { refundId, reason: request.reason, lines: fitTo(refundLines, amountPence), amountPence }, staff, now) : null;
    const after = withStatus(order, whole || everything ? 'Refunded' : order.status, now, staff.name, {
      lines,
      refundedPence: order.refundedPence + amountPence,
      refunds: [
        ...order.refunds,
        { refundId, requestId: request.requestId, amountPence, lines: quantities, reason: request.reason, at: now.toISOString(), ...(note ? { creditNoteNumber: note.document.number } : {}) },
      ],
    });
    const noteItems = note?.items ?? [];
    const items = [...noteItems, changedOrderItem(order, after), ...stockBack];
    return {
      items,
      retryable: note ? [0] : [],
      result: after,
      explain: async (error) => {
        if (error.conditionFailedAt(noteItems.length)) throw new ConflictError('The order changed meanwhile; reload it and try again');
        throw stockFailure(items, error) ?? error;
      },
    };
  });
  const creditNote = after.refunds.at(-1)?.creditNoteNumber;
  if (creditNote) await announceSalesDocuments([creditNote]);
  await requestEmail('order-refunded', order.email, orderRefundedMessage(after, amountPence));
  return after;
}
