// Purchase orders from Draft to Ordered or Cancelled (decision 182): lines join the supplier's one
// Draft, placing it emails the supplier the PDF the admin's browser drew (decision 183).
import { ulid } from 'ulid';
import type { AddOrderLineRequest, PurchaseOrder, PurchaseOrderLine } from '../../shared/schemas/suppliers/purchase-order';
import { canMovePurchaseOrder } from '../../shared/suppliers/purchase-order-transitions';
import { isClosedStatus } from '../../shared/repairs/statuses';
import { getJob } from '../data/jobs';
import { getPriceListItem } from '../data/price-lists';
import { getPurchaseOrder, nextPurchaseOrderNumber, orderPut } from '../data/purchase-orders';
import { clearDraftOrderItem, setDraftOrderItem } from '../data/suppliers';
import { TransactionCancelledError, transactWrite, type TransactItems } from '../data/transact';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';
import { requestEmail } from '../mail/request-email';
import { purchaseOrderCancelledMessage, purchaseOrderMessage } from '../mail/templates/purchase-order';
import { partProduct } from './part-products';
import { requireSupplier } from './suppliers';

export const ORDER_NOT_FOUND = 'Purchase order not found';
export const MAX_ORDER_LINES = 40;
const CHANGED = 'The purchase order was changed by someone else; reload it and try again';

export async function requireOrder(orderId: string): Promise<PurchaseOrder> {
  const order = await getPurchaseOrder(orderId);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

function total(lines: readonly PurchaseOrderLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity * l.unitCostPence, 0);
}

/** Adds a price-list row to the supplier's Draft, making the Draft when there is none. */
export async function addOrderLine(request: AddOrderLineRequest, now: Date): Promise<PurchaseOrder> {
  const supplier = await requireSupplier(request.supplierId);
  const sku = request.supplierSku.toUpperCase();
  const item = supplier.priceListVersion ? await getPriceListItem(supplier.id, supplier.priceListVersion, sku) : null;
  if (!item) throw new BadRequestError(`${sku} is not on ${supplier.name}'s price list`);
  let job: { jobQr: string; jobNumber: string } | undefined;
  if (request.jobQr) {
    const found = await getJob(request.jobQr);
    if (!found) throw new NotFoundError('No job has that QR code');
    if (isClosedStatus(found.status)) throw new ConflictError('That job is closed: order parts for an open job');
    job = { jobQr: found.qrCode, jobNumber: found.jobNumber };
  }
  const product = await partProduct(item, request.salePence, now);
  const line: PurchaseOrderLine = {
    lineId: ulid(now.getTime()),
    productId: product.id,
    supplierSku: item.supplierSku,
    description: item.description,
    quantity: request.quantity,
    unitCostPence: item.costPence,
    receivedQuantity: 0,
    ...job,
    salePence: job ? (request.salePence ?? product.pricePence) : undefined,
  };
  return addToDraft(supplier.id, [line], now);
}

/**
 * Puts lines on the supplier's one Draft (decision 182), making it when there is none; retried when
 * another change won the race. `once`: lines for products the Draft already has are left off, so
 * adding the same suggestion twice adds it once (decision 332).
 */
export async function addToDraft(supplierId: string, lines: readonly PurchaseOrderLine[], now: Date, once = false): Promise<PurchaseOrder> {
  const at = now.toISOString();
  for (let attempt = 1; attempt <= 3; attempt++) {
    const current = await requireSupplier(supplierId);
    const draft = current.draftOrderId ? await getPurchaseOrder(current.draftOrderId) : null;
    try {
      if (draft && draft.status === 'Draft') {
        const adding = once ? lines.filter((line) => !draft.lines.some((l) => l.productId === line.productId)) : lines;
        if (!adding.length) return draft;
        if (draft.lines.length + adding.length > MAX_ORDER_LINES) throw new ConflictError(`A purchase order has at most ${MAX_ORDER_LINES} lines: place this one first`);
        const all = [...draft.lines, ...adding];
        const next: PurchaseOrder = { ...draft, lines: all, totalPence: total(all), updatedAt: at, version: draft.version + 1 };
        await transactWrite([orderPut(next, draft.version)]);
        return next;
      }
      if (lines.length > MAX_ORDER_LINES) throw new ConflictError(`A purchase order has at most ${MAX_ORDER_LINES} lines`);
      const order: PurchaseOrder = {
        id: ulid(now.getTime()),
        number: await nextPurchaseOrderNumber(),
        supplierId,
        supplierName: current.name,
        supplierEmail: current.email,
        supplierAccountNumber: current.accountNumber,
        status: 'Draft',
        lines: [...lines],
        totalPence: total(lines),
        receipts: [],
        createdAt: at,
        updatedAt: at,
        version: 1,
      };
      await transactWrite([orderPut(order), setDraftOrderItem(supplierId, order.id, current.draftOrderId)]);
      return order;
    } catch (error) {
      if (error instanceof TransactionCancelledError && attempt < 3) continue;
      if (error instanceof TransactionCancelledError) throw new ConflictError(CHANGED);
      throw error;
    }
  }
  throw new ConflictError(CHANGED);
}

async function saveOrder(before: PurchaseOrder, next: PurchaseOrder, extra: TransactItems = []): Promise<PurchaseOrder> {
  try {
    await transactWrite([orderPut(next, before.version), ...extra]);
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new ConflictError(CHANGED);
    throw error;
  }
  return next;
}

export async function removeOrderLine(orderId: string, lineId: string, now: Date): Promise<PurchaseOrder> {
  const order = await requireOrder(orderId);
  if (order.status !== 'Draft') throw new ConflictError('Only a Draft purchase order can change its lines');
  if (!order.lines.some((l) => l.lineId === lineId)) throw new NotFoundError('No such line on this purchase order');
  const lines = order.lines.filter((l) => l.lineId !== lineId);
  return saveOrder(order, { ...order, lines, totalPence: total(lines), updatedAt: now.toISOString(), version: order.version + 1 });
}

/** Draft to Ordered, with the PDF emailed to the supplier through the outbox (or SES). */
export async function placeOrder(orderId: string, pdfBase64: string, now: Date): Promise<PurchaseOrder> {
  const order = await requireOrder(orderId);
  if (order.status === 'Ordered') return order;
  if (!canMovePurchaseOrder(order.status, 'Ordered')) throw new ConflictError(`A purchase order that is ${order.status} cannot be placed`);
  if (order.lines.length === 0) throw new BadRequestError('Add a line before placing the order');
  const pdf = Buffer.from(pdfBase64, 'base64');
  if (pdf.length > 150_000 || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new BadRequestError('The order PDF is not a PDF of at most 150 kB');
  const at = now.toISOString();
  const next = await saveOrder(order, { ...order, status: 'Ordered', orderedAt: at, updatedAt: at, version: order.version + 1 }, [clearDraftOrderItem(order.supplierId, order.id)]);
  await requestEmail('purchase-order', next.supplierEmail, purchaseOrderMessage(next), {
    id: `purchase-order:${next.id}`,
    attachments: [{ filename: `${next.number}.pdf`, contentType: 'application/pdf', base64: pdfBase64 }],
  });
  return next;
}

export async function cancelOrder(orderId: string, now: Date): Promise<PurchaseOrder> {
  const order = await requireOrder(orderId);
  if (order.status === 'Cancelled') return order;
  if (!canMovePurchaseOrder(order.status, 'Cancelled')) throw new ConflictError(`A purchase order that is ${order.status} cannot be cancelled`);
  const at = now.toISOString();
  const next = await saveOrder(order, { ...order, status: 'Cancelled', cancelledAt: at, updatedAt: at, version: order.version + 1 }, order.status === 'Draft' ? [clearDraftOrderItem(order.supplierId, order.id)] : []);
  if (order.status === 'Ordered') await requestEmail('purchase-order-cancelled', next.supplierEmail, purchaseOrderCancelledMessage(next), { id: `purchase-order-cancelled:${next.id}` });
  return next;
}
