import { describe, expect, it } from 'vitest';
import { isValidEan13 } from '../../../shared/schemas/shop/ean13';
import { PRODUCT_CATEGORIES, ProductInputSchema, SKU_PATTERN } from '../../../shared/schemas/shop/product';
import { SEED_PRODUCTS, seedBarcode, seedSku, slugOf } from '../../../scripts/local/shop-catalogue';

describe('the demo catalogue', () => {
  it('has at least 40 products over every category, each valid with unique SKU, barcode and slug', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SEED_PRODUCTS.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    const skus = SEED_PRODUCTS.map((p, i) => seedSku(i, p.category));
    const barcodes = SEED_PRODUCTS.map((_, i) => seedBarcode(i));
    const slugs = SEED_PRODUCTS.map((p) => slugOf(p.name));
    for (const list of [skus, barcodes, slugs]) expect(new Set(list).size).toBe(SEED_PRODUCTS.length);
    for (const sku of skus) expect(sku).toMatch(SKU_PATTERN);
    for (const barcode of barcodes) expect(isValidEan13(barcode)).toBe(true);
    for (const [i, p] of SEED_PRODUCTS.entries()) {
      const parsed = ProductInputSchema.safeParse({ name: p.name, slug: slugOf(p.name), category: p.category, description: p.description, images: [], pricePence: p.pricePence, compareAtPence: p.compareAtPence, sku: seedSku(i, p.category), barcode: seedBarcode(i), compatibleModels: p.models, lowStockThreshold: 3, published: true, serialised: Boolean(p.units) });
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });
});
