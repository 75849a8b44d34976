// Products of the shop (issue 14): what staff edit, what the catalogue shows and the stock figures
// the ledger keeps on each product (functions/data/stock-ledger.ts). Money is pence with VAT.
import * as z from 'zod/mini';
import { CATEGORY_NAMES, PRODUCT_CATEGORIES, type ProductCategory } from './constants';
import { isValidEan13 } from './ean13';
import { VatTreatmentSchema } from '../../sales/vat-treatments';

export { CATEGORY_NAMES, PRODUCT_CATEGORIES, type ProductCategory };

export const ProductCategorySchema = z.enum(PRODUCT_CATEGORIES, `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}`);

/** £5,000: no product costs more; a typo of extra digits is refused. */
export const MAX_PRODUCT_PENCE = 500_000;

function pence(label: string, least = 1) {
  return z.number(`${label} must be a number of pence`).check(
    z.int(`${label} must be a whole number of pence`),
    z.minimum(least, `${label} must be at least ${least}p`),
    z.maximum(MAX_PRODUCT_PENCE, `${label} must be at most £5,000.00`),
  );
}


function text(label: string, max: number) {
  return z.string(`${label} is required`).check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`));
}

/** SKUs are ours: capitals, digits and dashes, with at least one letter (so a SKU is never mistaken for a barcode). */
export const SKU_PATTERN = /^(?=.*[A-Z])[A-Z0-9-]{3,32}$/;
export const SkuSchema = z.string('SKU is required').check(
  z.trim(),
  z.overwrite((v) => v.toUpperCase()),
  z.regex(SKU_PATTERN, 'SKU must be 3 to 32 capitals, digits or dashes, with at least one letter'),
);

export const BarcodeSchema = z.string('Barcode is required').check(
  z.trim(),
  z.refine(isValidEan13, 'Barcode must be an EAN-13: 13 digits with a valid check digit'),
);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const VatTreatmentInputSchema = VatTreatmentSchema;

export const ProductImageSchema = z.object({
  /** The upload key (functions/uploads): served at /uploads/<key> locally and through CloudFront. */
  key: z.string().check(z.regex(/^[a-z0-9-]+\/[A-Za-z0-9._-]+$/, 'Image key is not an upload key')),
  alt: text('Image description', 150),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

/**
 * Reordering (issue 30, decision 330): the usual supplier, its code for the product on its price list
 * (left out: the product's own SKU) and how many to order when the product runs low.
 */
export const ReorderFieldsSchema = z.object({
  supplierId: z.optional(z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Choose a supplier from the list'))),
  supplierSku: z.optional(z.string().check(z.trim(), z.minLength(1, "Supplier's code cannot be blank"), z.maxLength(40, "Supplier's code must be at most 40 characters"))),
  reorderQuantity: z.optional(z.number('Reorder quantity must be a number').check(z.int('Reorder quantity must be a whole number'), z.minimum(1, 'Reorder quantity must be at least 1'), z.maximum(999, 'Reorder quantity must be at most 999'))),
});

/** What staff set on a product (create and edit). Stock is never set here: it moves through the ledger. */
export const ProductInputSchema = z
  .object({
    name: text('Name', 120),
    slug: z.string('Slug is required').check(z.trim(), z.maxLength(80, 'Slug must be at most 80 characters'), z.regex(SLUG_PATTERN, 'Slug must be lower-case words joined by dashes')),
    category: ProductCategorySchema,
    description: text('Description', 2000),
    images: z.array(ProductImageSchema).check(z.maxLength(8, 'At most 8 images')),
    pricePence: pence('Price'),
    compareAtPence: z.optional(pence('Compare-at price')),
    sku: SkuSchema,
    barcode: BarcodeSchema,
    compatibleModels: z.array(text('Compatible model', 60)).check(z.maxLength(30, 'At most 30 compatible models')),
    lowStockThreshold: z.number('Low-stock threshold must be a number').check(z.int('Low-stock threshold must be a whole number'), z.minimum(0, 'Low-stock threshold cannot be negative'), z.maximum(1000, 'Low-stock threshold must be at most 1000')),
    published: z.boolean(),
    /** Refurbished devices: each unit has its own IMEI or serial and sells once. */
    serialised: z.boolean(),
    /**
     * What one unit cost the shop, pence without VAT (decision 180): the weighted average of what is on
     * hand. Optional: products from before cost prices have none until set or received.
     */
    costPence: z.optional(pence('Cost price', 0)),
    /** Where it sits in the shop or workshop, e.g. "Drawer B3"; empty when not recorded. */
    location: z.optional(z.string().check(z.trim(), z.maxLength(40, 'Shelf location must be at most 40 characters'))),
    /** How VAT is charged on it (decision 320); absent: standard. */
    vatTreatment: z.optional(VatTreatmentInputSchema),
    /**
     * Margin scheme only: what the shop paid the seller for the device, pence (Notice 718's purchase
     * price; refurbishment parts are not added). The trade-ins area sets it when a device becomes a unit.
     */
    secondHandPurchasePence: z.optional(pence('Second-hand purchase price', 0)),
    ...ReorderFieldsSchema.shape,
  })
  .check(
    z.refine((p) => p.compareAtPence === undefined || p.compareAtPence > p.pricePence, {
      message: 'Compare-at price must be more than the price',
      path: ['compareAtPence'],
    }),
  );
export type ProductInput = z.infer<typeof ProductInputSchema>;

export const StockFiguresSchema = z.object({
  /** Units in the shop. */
  onHand: z.number(),
  /** Units held for checkouts in progress (30 minutes each). */
  reserved: z.number(),
  /** onHand - reserved: what can be sold now. */
  available: z.number(),
});
export type StockFigures = z.infer<typeof StockFiguresSchema>;

export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  category: ProductCategorySchema,
  description: z.string(),
  images: z.array(ProductImageSchema),
  pricePence: z.number(),
  compareAtPence: z.optional(z.number()),
  sku: z.string(),
  barcode: z.string(),
  compatibleModels: z.array(z.string()),
  lowStockThreshold: z.number(),
  published: z.boolean(),
  serialised: z.boolean(),
  /** Weighted average cost of one unit, pence without VAT; absent until known. */
  costPence: z.optional(z.number()),
  /** Shelf location; absent or empty when not recorded. */
  location: z.optional(z.string()),
  /** Absent on products before decision 320: standard. */
  vatTreatment: z.optional(VatTreatmentInputSchema),
  secondHandPurchasePence: z.optional(z.number()),
  ...ReorderFieldsSchema.shape,
  ...StockFiguresSchema.shape,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const UNIT_GRADES = ['A', 'B', 'C'] as const;
export const UNIT_STATES = ['available', 'reserved', 'sold'] as const;
export type UnitState = (typeof UNIT_STATES)[number];

export const UnitInputSchema = z.object({
  /** IMEI (15 digits) or the maker's serial. */
  serial: z.string('IMEI or serial is required').check(
    z.trim(),
    z.overwrite((v) => v.toUpperCase().replace(/\s+/g, '')),
    z.regex(/^[A-Z0-9]{6,20}$/, 'IMEI or serial must be 6 to 20 letters or digits'),
  ),
  grade: z.enum(UNIT_GRADES, 'Grade must be A, B or C'),
  notes: z._default(z.string().check(z.trim(), z.maxLength(500, 'Condition notes must be at most 500 characters')), ''),
});
export type UnitInput = z.infer<typeof UnitInputSchema>;

export const UnitSchema = z.object({
  unitId: z.string(),
  productId: z.string(),
  serial: z.string(),
  grade: z.enum(UNIT_GRADES),
  notes: z.string(),
  state: z.enum(UNIT_STATES),
  addedAt: z.string(),
  /**
   * A unit bought from the public (a trade-in, issue 30): what the shop paid the seller, the margin
   * scheme's purchase price (HMRC VAT Notice 718); its cost with refurbishment parts and labour, pence
   * without VAT; and the trade-in it came from.
   */
  secondHandPurchasePence: z.optional(z.number()),
  costPence: z.optional(z.number()),
  tradeInId: z.optional(z.string()),
});
export type Unit = z.infer<typeof UnitSchema>;

export const ProductParamsSchema = z.object({ id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Product not found')) });
