// Stock that reorders itself (issue 30): the products at or below their low-stock threshold as the
// dashboard's panel and the daily digest show them (decision 331), and the suggested purchase orders
// built from them (decision 332). Costs are pence without VAT.
import * as z from 'zod/mini';

export const LowStockItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  /** Available (on hand less held by checkouts) when stock last moved. */
  available: z.number(),
  lowStockThreshold: z.number(),
  /** When it crossed its threshold. */
  lowSince: z.string(),
});
export type LowStockItem = z.infer<typeof LowStockItemSchema>;

export const LowStockListSchema = z.object({ items: z.array(LowStockItemSchema) });
export type LowStockList = z.infer<typeof LowStockListSchema>;

export const SuggestedLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  supplierSku: z.string(),
  /** The supplier's description of it, as the purchase order says it. */
  description: z.string(),
  available: z.number(),
  lowStockThreshold: z.number(),
  quantity: z.number(),
  /** The supplier's latest price: its price list in use. */
  unitCostPence: z.number(),
});
export type SuggestedLine = z.infer<typeof SuggestedLineSchema>;

/** Why a low product is not on a suggested order. */
export const UNORDERABLE_REASONS = ['no-supplier', 'not-on-price-list', 'on-order'] as const;
export const UnorderableSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  available: z.number(),
  lowStockThreshold: z.number(),
  reason: z.enum(UNORDERABLE_REASONS),
  supplierName: z.optional(z.string()),
});
export type Unorderable = z.infer<typeof UnorderableSchema>;

export const SuggestedOrderSchema = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  leadTimeDays: z.number(),
  lines: z.array(SuggestedLineSchema),
  totalPence: z.number(),
});
export type SuggestedOrder = z.infer<typeof SuggestedOrderSchema>;

export const SuggestedOrdersSchema = z.object({ orders: z.array(SuggestedOrderSchema), unorderable: z.array(UnorderableSchema) });
export type SuggestedOrders = z.infer<typeof SuggestedOrdersSchema>;

export const SuggestedOrderParamsSchema = z.object({ supplierId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Supplier not found')) });
