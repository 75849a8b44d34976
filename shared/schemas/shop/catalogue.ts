// The public catalogue: what /shop, a category page and a product page read (no stock figures
// beyond what the stock label needs), and their filters and sort.
import * as z from 'zod/mini';
import { CATALOGUE_SORTS, type CatalogueSort } from './constants';
import { ProductCategorySchema, ProductImageSchema } from './product';

/** "Only N left" from this many down; above it "In stock". */
export const FEW_LEFT = 3;

export function stockLabel(available: number): string {
  if (available <= 0) return 'Out of stock';
  return available <= FEW_LEFT ? `Only ${available} left` : 'In stock';
}

export { CATALOGUE_SORTS, type CatalogueSort };

const penceFilter = z.optional(
  z.pipe(
    z.string().check(z.regex(/^\d{1,7}$/, 'Price filters are whole pence')),
    z.transform((value) => Number(value)),
  ),
);

export const CatalogueQuerySchema = z.object({
  category: z.optional(ProductCategorySchema),
  model: z.optional(z.string().check(z.trim(), z.maxLength(60, 'Model must be at most 60 characters'))),
  minPence: penceFilter,
  maxPence: penceFilter,
  inStock: z.optional(z.enum(['true', 'false'], 'inStock must be true or false')),
  sort: z.optional(z.enum(CATALOGUE_SORTS, `Sort must be one of: ${CATALOGUE_SORTS.join(', ')}`)),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuerySchema>;

export const CatalogueProductSchema = z.object({
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
  serialised: z.boolean(),
  available: z.number(),
  stockLabel: z.string(),
});
export type CatalogueProduct = z.infer<typeof CatalogueProductSchema>;

export const CatalogueListSchema = z.object({
  products: z.array(CatalogueProductSchema),
  /** Every compatible model in the category (the model filter's choices). */
  models: z.array(z.string()),
});
export type CatalogueList = z.infer<typeof CatalogueListSchema>;

export const CatalogueProductDetailSchema = z.object({
  product: CatalogueProductSchema,
  related: z.array(CatalogueProductSchema),
});
export type CatalogueProductDetail = z.infer<typeof CatalogueProductDetailSchema>;
