// Goods arriving on a purchase order (decision 180): one transaction holds each product's 'received'
// movement in the stock ledger with its new weighted average cost, and the order with the receipt.
// The receipt id (fresh per form submission) makes a retry receive once: its movements are keyed by
// it, and an order that already lists it is answered as it is. Jobs the parts were for are told after,
// and the reports hear of the receipt's cost and input VAT (decision 199).
import { purchaseGoodsReceivedEvent } from '../../shared/events';
import type { PurchaseOrder, ReceiveGoodsRequest } from '../../shared/schemas/suppliers/purchase-order';
import { isVatRegistered } from '../../shared/schemas/suppliers/supplier';
import { statusAfterReceipt } from '../../shared/suppliers/purchase-order-transitions';
import { receiptFigures } from '../../shared/suppliers/receipt-vat';
import { weightedAverageCost } from '../../shared/suppliers/weighted-average';
import { getProducts } from '../data/products';
import { orderPut } from '../data/purchase-orders';
import { getSupplier } from '../data/suppliers';
import { TransactionCancelledError, transactWrite } from '../data/transact';
import { publishEvent } from '../events/publish-event';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { recordStockMovement, type Actor } from '../data/stock-ledger';
import type { TransactItem } from '../data/transact';
import { requireOrder } from './purchase-orders';
import { tellJobsPartsArrived } from './tell-jobs';

const MAX_ATTEMPTS = 4;

export async function receiveGoods(orderId: string, request: ReceiveGoodsRequest, actor: Actor, now: Date): Promise<PurchaseOrder> {
  for (let attempt = 1; ; attempt++) {
    const order = await requireOrder(orderId);
    if (order.receipts.some((r) => r.receiptId === request.receiptId)) {
      // A retry of a receipt that landed: announce it again (the rollup adds each receipt once), in
      // case the first request died between its commit and its announcement.
      await announceReceipt(order.id, request.receiptId);
      await tellJobsPartsArrived(order, request.receiptId, actor);
      return order;
    }
    if (order.status !== 'Ordered' && order.status !== 'Part received') throw new ConflictError(`A purchase order that is ${order.status} cannot be received`);
    const { next, items } = await plan(order, request, actor, now);
    try {
      await transactWrite(items);
    } catch (error) {
      // A sale moved the stock, another receipt changed the order, or this receipt landed meanwhile
      // (a concurrent retry): read again, which answers the last case from the order.
      if (error instanceof TransactionCancelledError && attempt < MAX_ATTEMPTS) continue;
      if (error instanceof TransactionCancelledError) throw new ConflictError('Stock or the order changed while receiving; try again');
      throw error;
    }
    await announceReceipt(next.id, request.receiptId);
    await tellJobsPartsArrived(next, request.receiptId, actor);
    return next;
  }
}

function announceReceipt(orderId: string, receiptId: string): Promise<void> {
  return publishEvent(purchaseGoodsReceivedEvent, { orderId, receiptId });
}

async function plan(order: PurchaseOrder, request: ReceiveGoodsRequest, actor: Actor, now: Date): Promise<{ next: PurchaseOrder; items: TransactItem[] }> {
  const arrived = new Map<string, number>();
  for (const { lineId, quantity } of request.lines) {
    const line = order.lines.find((l) => l.lineId === lineId);
    if (!line) throw new BadRequestError('A line is not on this purchase order');
    if (arrived.has(lineId)) throw new BadRequestError('A line is listed twice');
    if (quantity > line.quantity - line.receivedQuantity) throw new BadRequestError(`${line.description}: only ${line.quantity - line.receivedQuantity} still to come`);
    if (quantity > 0) arrived.set(lineId, quantity);
  }
  if (arrived.size === 0) throw new BadRequestError('Nothing to receive: enter what arrived');
  const at = now.toISOString();
  // The supplier as it is now: a receipt's VAT follows its registration when the goods arrive.
  const supplier = await getSupplier(order.supplierId);
  const figures = receiptFigures(
    order.lines.filter((l) => arrived.has(l.lineId)).map((l) => ({ quantity: arrived.get(l.lineId)!, unitCostPence: l.unitCostPence })),
    supplier ? isVatRegistered(supplier) : true,
  );
  const lines = order.lines.map((l) => ({ ...l, receivedQuantity: l.receivedQuantity + (arrived.get(l.lineId) ?? 0) }));
  const status = statusAfterReceipt(lines);
  const next: PurchaseOrder = {
    ...order,
    lines,
    status,
    receivedAt: status === 'Received' ? at : order.receivedAt,
    receipts: [...order.receipts, { receiptId: request.receiptId, at, by: actor.name, lines: [...arrived].map(([lineId, quantity]) => ({ lineId, quantity })), ...figures }],
    updatedAt: at,
    version: order.version + 1,
  };
  // One movement per product (two lines may be the same part), its cost averaged line by line.
  const perProduct = new Map<string, { quantity: number; costs: { quantity: number; unitCostPence: number }[] }>();
  for (const line of order.lines) {
    const quantity = arrived.get(line.lineId);
    if (!quantity) continue;
    const entry = perProduct.get(line.productId) ?? { quantity: 0, costs: [] };
    entry.quantity += quantity;
    entry.costs.push({ quantity, unitCostPence: line.unitCostPence });
    perProduct.set(line.productId, entry);
  }
  const products = await getProducts([...perProduct.keys()]);
  const items: TransactItem[] = [];
  for (const [productId, { quantity, costs }] of perProduct) {
    const product = products.get(productId);
    if (!product) throw new ConflictError('A product on this order no longer exists');
    let onHand = product.onHand;
    let cost = product.costPence;
    for (const c of costs) {
      cost = weightedAverageCost(onHand, cost, c.quantity, c.unitCostPence);
      onHand += c.quantity;
    }
    items.push(
      ...recordStockMovement({
        productId,
        kind: 'received',
        delta: quantity,
        reason: `${order.number} from ${order.supplierName}`,
        causeId: `po-receipt:${order.id}:${request.receiptId}`,
        actor,
        at: now,
        expectedOnHand: product.onHand,
        cost: { costPence: cost!, before: product.costPence },
      }),
    );
  }
  items.push(orderPut(next, order.version));
  return { next, items };
}
