import { describe, expect, it } from 'vitest';
import { isValidEan13 } from '../../../shared/schemas/shop/ean13';
import { PRODUCT_CATEGORIES, ProductInputSchema, SKU_PATTERN } from '../../../shared/schemas/shop/product';
import { SEED_PICTURES, seedDrawing } from '../../../scripts/local/seed-pictures';
import { SEED_PRODUCTS, seedBarcode, seedImageSvg, seedSku, slugOf, type SeedProduct } from '../../../scripts/local/shop-catalogue';

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

  it('draws each kind of product differently, and a phone only on the phones', () => {
    const drawings = SEED_PICTURES.map(seedDrawing);
    expect(new Set(drawings).size).toBe(SEED_PICTURES.length);
    expect(new Set(SEED_PRODUCTS.map((p) => p.picture))).toEqual(new Set(SEED_PICTURES));
    expect(SEED_PRODUCTS.filter((p) => p.picture === 'phone').map((p) => p.category)).toEqual(Array(6).fill('refurbished-phones'));
  });

  it.each([
    ['Bluetooth speaker', 'speaker'],
    ['USB-C to USB-C cable, 2 m', 'cable'],
    ['Mario Kart 8 Deluxe (Switch)', 'game-case'],
    ['20 W USB-C charger', 'plug-charger'],
    ['Clear case for iPhone 15', 'case'],
    ['Tempered glass for iPhone 15', 'screen-protector'],
    ['DualSense controller, white', 'controller'],
  ] as const)('the picture of "%s" is a drawing of a %s, with its name below', (name, picture) => {
    const product = SEED_PRODUCTS.find((p) => p.name === name) as SeedProduct;
    const svg = seedImageSvg(product);

    expect(product.picture).toBe(picture);
    expect(svg).toContain(seedDrawing(picture));
    expect(svg).toContain(`>${name.split(' ')[0]}`);
  });
});
