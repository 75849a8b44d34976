import { describe, expect, it } from 'vitest';
import { ean13, ean13CheckDigit, isValidEan13 } from '../../../../shared/schemas/shop/ean13';
import { ProductInputSchema, SkuSchema } from '../../../../shared/schemas/shop/product';

describe('EAN-13', () => {
  it('computes the GS1 check digit (weights 1 and 3 from the left)', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('501234567890')).toBe(0);
    expect(ean13('500000000001')).toBe('5000000000012');
  });

  it('accepts a code with its check digit and refuses a wrong digit, letters or the wrong length', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339X1')).toBe(false);
  });
});

describe('product input', () => {
  const valid = {
    name: 'Clear case for iPhone 15',
    slug: 'clear-case-iphone-15',
    category: 'cases',
    description: 'Slim clear case.',
    images: [],
    pricePence: 1499,
    sku: 'case-ip15-clr',
    barcode: '4006381333931',
    compatibleModels: ['iPhone 15'],
    lowStockThreshold: 3,
    published: true,
    serialised: false,
  };

  it('upper-cases the SKU and keeps a SKU from looking like a barcode', () => {
    expect(SkuSchema.parse('case-ip15-clr')).toBe('CASE-IP15-CLR');
    expect(SkuSchema.safeParse('4006381333931').success).toBe(false);
  });

  it('refuses a bad check digit, fractional pence and a compare-at price not above the price', () => {
    const result = ProductInputSchema.safeParse({ ...valid, barcode: '4006381333932', pricePence: 14.99, compareAtPence: 1000 });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toContain('Barcode must be an EAN-13: 13 digits with a valid check digit');
    expect(messages).toContain('Price must be a whole number of pence');
    expect(ProductInputSchema.safeParse({ ...valid, compareAtPence: 1000 }).error?.issues[0]?.message).toBe('Compare-at price must be more than the price');
    expect(ProductInputSchema.parse({ ...valid, compareAtPence: 1999 }).compareAtPence).toBe(1999);
  });
});
