// Issue 30: "Suggested orders" groups the low-stock products by their usual supplier into draft
// purchase orders at the supplier's latest prices (decision 332).
import { describe, expect, it } from 'vitest';
import { orderCode, reorderQuantityOf, suggestOrders, type PriceRow, type ReorderProduct } from '../../../../shared/suppliers/suggested-orders';

const suppliers = [
  { id: 'S-B', name: 'Belfast Parts', leadTimeDays: 1 },
  { id: 'S-A', name: 'Antrim Spares', leadTimeDays: 3 },
];
const row = (costPence: number, description = 'Part'): PriceRow => ({ costPence, description });
const prices = new Map<string, Map<string, PriceRow>>([
  ['S-A', new Map([['SCR-13', row(4_500, 'iPhone 13 screen')], ['BAT-12', row(1_200, 'iPhone 12 battery')]])],
  ['S-B', new Map([['CAB-1', row(150, 'USB-C cable')], ['SCR-13', row(4_900, 'iPhone 13 screen OEM')]])],
]);
const product = (over: Partial<ReorderProduct> & Pick<ReorderProduct, 'id' | 'name'>): ReorderProduct => ({ sku: over.id, available: 1, lowStockThreshold: 2, ...over });

describe('suggestOrders', () => {
  it('groups low products by usual supplier, suppliers by name, at each supplier’s own price', () => {
    const result = suggestOrders({
      products: [
        product({ id: 'P1', name: 'Screen 13', supplierId: 'S-A', supplierSku: 'scr-13', reorderQuantity: 5 }),
        product({ id: 'P2', name: 'Cable', supplierId: 'S-B', sku: 'CAB-1', reorderQuantity: 10 }),
        product({ id: 'P3', name: 'Battery 12', supplierId: 'S-A', supplierSku: 'BAT-12', available: 0, lowStockThreshold: 3 }),
      ],
      suppliers,
      prices,
      onOrder: new Set(),
    });
    expect(result.orders.map((o) => [o.supplierName, o.lines.map((l) => [l.name, l.supplierSku, l.quantity, l.unitCostPence, l.description]), o.totalPence])).toEqual([
      ['Antrim Spares', [['Battery 12', 'BAT-12', 4, 1_200, 'iPhone 12 battery'], ['Screen 13', 'SCR-13', 5, 4_500, 'iPhone 13 screen']], 4 * 1_200 + 5 * 4_500],
      ['Belfast Parts', [['Cable', 'CAB-1', 10, 150, 'USB-C cable']], 1_500],
    ]);
    expect(result.unorderable).toEqual([]);
  });

  it('leaves out products above their threshold, and counts "at the threshold" as low', () => {
    const result = suggestOrders({
      products: [product({ id: 'P1', name: 'Above', supplierId: 'S-B', sku: 'CAB-1', available: 3 }), product({ id: 'P2', name: 'At', supplierId: 'S-B', sku: 'CAB-1', available: 2 })],
      suppliers,
      prices,
      onOrder: new Set(),
    });
    expect(result.orders.flatMap((o) => o.lines.map((l) => l.name))).toEqual(['At']);
  });

  it('says why a low product is not suggested: no supplier, not on its price list, already on order', () => {
    const result = suggestOrders({
      products: [
        product({ id: 'P1', name: 'Orphan' }),
        product({ id: 'P2', name: 'Unlisted', supplierId: 'S-A', sku: 'NOPE-1' }),
        product({ id: 'P3', name: 'Ordered', supplierId: 'S-B', sku: 'CAB-1' }),
        product({ id: 'P4', name: 'Gone supplier', supplierId: 'S-Z', sku: 'CAB-1' }),
      ],
      suppliers,
      prices,
      onOrder: new Set(['P3']),
    });
    expect(result.orders).toEqual([]);
    expect(result.unorderable.map((u) => [u.name, u.reason, u.supplierName])).toEqual([
      ['Gone supplier', 'no-supplier', undefined],
      ['Ordered', 'on-order', 'Belfast Parts'],
      ['Orphan', 'no-supplier', undefined],
      ['Unlisted', 'not-on-price-list', 'Antrim Spares'],
    ]);
  });
});

describe('reorderQuantityOf and orderCode', () => {
  it('orders the reorder quantity, else enough to lift stock one above the threshold', () => {
    expect(reorderQuantityOf({ available: 1, lowStockThreshold: 5, reorderQuantity: 12 })).toBe(12);
    expect(reorderQuantityOf({ available: 1, lowStockThreshold: 5 })).toBe(5);
    expect(reorderQuantityOf({ available: 0, lowStockThreshold: 0 })).toBe(1);
  });

  it("orders by the supplier's code in capitals, else the product's SKU", () => {
    expect(orderCode({ sku: 'OUR-1', supplierSku: ' ab-9 ' })).toBe('AB-9');
    expect(orderCode({ sku: 'OUR-1' })).toBe('OUR-1');
  });
});
