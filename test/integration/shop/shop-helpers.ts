// Helpers for the shop integration tests: products with unique codes, stocked through the ledger.
import { randomInt } from 'node:crypto';
import { ulid } from 'ulid';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import type { Product, ProductInput } from '../../../shared/schemas/shop/product';
import { createProduct } from '../../../functions/products/save-product';
import { addUnit } from '../../../functions/products/adjust-stock';
import { recordStockMovement } from '../../../functions/data/stock-ledger';
import { applyStock } from '../../../functions/stock/stock-ledger';

export const STAFF = { id: 'staff-test', name: 'Test S.' };

export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  const n = `${Date.now()}${randomInt(1_000_000)}`.slice(-10);
  return {
    name: `Test charger ${n}`,
    slug: `test-charger-${n}`,
    category: 'chargers-and-cables',
    description: 'A 20 W USB-C charger.',
    images: [],
    pricePence: 1999,
    sku: `TST-${n}`,
    barcode: ean13(`50${n}`),
    compatibleModels: ['iPhone 15'],
    lowStockThreshold: 2,
    published: true,
    serialised: false,
    ...overrides,
  };
}

/** A product with `onHand` units received through the ledger. */
export async function stockedProduct(onHand: number, overrides: Partial<ProductInput> = {}): Promise<Product> {
  const product = await createProduct(productInput(overrides), new Date());
  if (onHand > 0) {
    await applyStock(recordStockMovement({ productId: product.id, kind: 'received', delta: onHand, reason: 'Delivery', causeId: `test:${ulid()}`, actor: STAFF, at: new Date() }));
  }
  return { ...product, onHand, available: onHand };
}

/** A serialised product with one unit per serial. */
export async function serialisedProduct(serials: string[]): Promise<{ product: Product; unitIds: string[] }> {
  const product = await createProduct(productInput({ category: 'refurbished-phones', serialised: true, name: `Refurbished iPhone 12 ${ulid()}` }), new Date());
  const unitIds: string[] = [];
  for (const serial of serials) unitIds.push((await addUnit(product.id, { serial, grade: 'A', notes: '' }, STAFF, new Date())).unitId);
  return { product, unitIds };
}

export function randomImei(): string {
  return `35${`${Date.now()}${randomInt(100_000)}`.slice(-13)}`;
}
