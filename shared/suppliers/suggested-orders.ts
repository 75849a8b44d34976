// "Suggested orders" (issue 30, decision 332): the products at or below their low-stock threshold,
// grouped by their usual supplier into draft purchase orders at the supplier's latest price. Pure, so
// the page's server and the unit tests share it; the reads are the caller's.
import type { SuggestedLine, SuggestedOrder, SuggestedOrders, Unorderable } from '../schemas/shop/low-stock';

export interface ReorderProduct {
  id: string;
  name: string;
  sku: string;
  available: number;
  lowStockThreshold: number;
  supplierId?: string;
  supplierSku?: string;
  reorderQuantity?: number;
}

export interface ReorderSupplier {
  id: string;
  name: string;
  leadTimeDays: number;
}

/** The code a product is ordered by from its usual supplier: the one set on it, else its own SKU. */
export function orderCode(product: Pick<ReorderProduct, 'sku' | 'supplierSku'>): string {
  return (product.supplierSku ?? product.sku).trim().toUpperCase();
}

/** How many to order: the product's reorder quantity, else enough to lift it one above its threshold. */
export function reorderQuantityOf(product: Pick<ReorderProduct, 'available' | 'lowStockThreshold' | 'reorderQuantity'>): number {
  return product.reorderQuantity ?? Math.max(1, product.lowStockThreshold - product.available + 1);
}

export function isLow(product: Pick<ReorderProduct, 'available' | 'lowStockThreshold'>): boolean {
  return product.available <= product.lowStockThreshold;
}

export interface PriceRow {
  costPence: number;
  description: string;
}

export interface SuggestionInputs {
  products: readonly ReorderProduct[];
  suppliers: readonly ReorderSupplier[];
  /** A supplier's row for its code on the price list in use: `prices.get(supplierId)?.get(CODE)`; cost in pence without VAT. */
  prices: ReadonlyMap<string, ReadonlyMap<string, PriceRow>>;
  /** Products still to arrive on an open purchase order (Draft, Ordered or Part received). */
  onOrder: ReadonlySet<string>;
}

/** Low products by supplier, suppliers by name and lines by product name; the rest with why they are left off. */
export function suggestOrders({ products, suppliers, prices, onOrder }: SuggestionInputs): SuggestedOrders {
  const byId = new Map(suppliers.map((s) => [s.id, s]));
  const orders = new Map<string, SuggestedOrder>();
  const unorderable: Unorderable[] = [];
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB');
  for (const product of [...products].filter(isLow).sort(byName)) {
    const supplier = product.supplierId ? byId.get(product.supplierId) : undefined;
    const left = { productId: product.id, name: product.name, sku: product.sku, available: product.available, lowStockThreshold: product.lowStockThreshold };
    if (onOrder.has(product.id)) {
      unorderable.push({ ...left, reason: 'on-order', ...(supplier ? { supplierName: supplier.name } : {}) });
      continue;
    }
    if (!supplier) {
      unorderable.push({ ...left, reason: 'no-supplier' });
      continue;
    }
    const code = orderCode(product);
    const row = prices.get(supplier.id)?.get(code);
    if (!row) {
      unorderable.push({ ...left, reason: 'not-on-price-list', supplierName: supplier.name });
      continue;
    }
    const line: SuggestedLine = { ...left, supplierSku: code, description: row.description, quantity: reorderQuantityOf(product), unitCostPence: row.costPence };
    const order = orders.get(supplier.id) ?? { supplierId: supplier.id, supplierName: supplier.name, leadTimeDays: supplier.leadTimeDays, lines: [], totalPence: 0 };
    order.lines.push(line);
    order.totalPence += line.quantity * line.unitCostPence;
    orders.set(supplier.id, order);
  }
  return { orders: [...orders.values()].sort((a, b) => a.supplierName.localeCompare(b.supplierName, 'en-GB')), unorderable };
}
