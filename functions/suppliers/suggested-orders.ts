// Suggested orders (issue 30, decision 332): the low products grouped by usual supplier at the
// supplier's latest prices, and one click putting a supplier's suggestion on its Draft purchase order.
// Reads: the catalogue, the suppliers and the latest purchase orders (one Query each, together), then
// the price-list rows wanted (one BatchGetItem).
import { ulid } from 'ulid';
import type { SuggestedOrders } from '../../shared/schemas/shop/low-stock';
import type { PurchaseOrder, PurchaseOrderLine } from '../../shared/schemas/suppliers/purchase-order';
import { isLow, orderCode, suggestOrders, type PriceRow } from '../../shared/suppliers/suggested-orders';
import { getPriceListItems } from '../data/price-lists';
import { listProducts } from '../data/products';
import { getPurchaseOrder, listPurchaseOrders } from '../data/purchase-orders';
import { listSuppliers } from '../data/suppliers';
import { ConflictError } from '../lib/http-errors';
import { addToDraft } from './purchase-orders';
import { requireSupplier } from './suppliers';

/** Orders still to arrive: their products are not suggested again. */
const OPEN_STATUSES: readonly PurchaseOrder['status'][] = ['Draft', 'Ordered', 'Part received'];

export async function listSuggestedOrders(): Promise<SuggestedOrders> {
  const [products, suppliers, orders] = await Promise.all([listProducts(), listSuppliers(), listPurchaseOrders()]);
  const low = products.filter(isLow);
  const versionOf = new Map(suppliers.map((s) => [s.id, s.priceListVersion]));
  const wanted = low.flatMap((product) => {
    const version = product.supplierId ? versionOf.get(product.supplierId) : undefined;
    return version ? [{ supplierId: product.supplierId!, version, sku: orderCode(product) }] : [];
  });
  const prices = new Map<string, Map<string, PriceRow>>();
  for (const row of wanted.length ? await getPriceListItems(wanted) : []) {
    const bySku = prices.get(row.supplierId) ?? new Map<string, PriceRow>();
    bySku.set(row.supplierSku, { costPence: row.costPence, description: row.description });
    prices.set(row.supplierId, bySku);
  }
  const onOrder = new Set(
    orders.filter((order) => OPEN_STATUSES.includes(order.status)).flatMap((order) => order.lines.filter((line) => line.receivedQuantity < line.quantity).map((line) => line.productId)),
  );
  return suggestOrders({ products: low, suppliers, prices, onOrder });
}

/**
 * The supplier's suggestion on its Draft purchase order: made when there is none, added to the one
 * there is. Again, or twice at once, it adds nothing more: products on an open order are no longer
 * suggested, and the Draft takes a product once; the Draft is answered.
 */
export async function draftSuggestedOrder(supplierId: string, now: Date): Promise<PurchaseOrder> {
  const supplier = await requireSupplier(supplierId);
  const suggestion = (await listSuggestedOrders()).orders.find((order) => order.supplierId === supplierId);
  if (!suggestion) {
    const draft = supplier.draftOrderId ? await getPurchaseOrder(supplier.draftOrderId) : null;
    if (draft?.status === 'Draft') return draft;
    throw new ConflictError(`Nothing from ${supplier.name} is low on stock`);
  }
  const lines: PurchaseOrderLine[] = suggestion.lines.map((line) => ({
    lineId: ulid(now.getTime()),
    productId: line.productId,
    supplierSku: line.supplierSku,
    description: line.description,
    quantity: line.quantity,
    unitCostPence: line.unitCostPence,
    receivedQuantity: 0,
  }));
  return addToDraft(supplierId, lines, now, true);
}
