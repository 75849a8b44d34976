// The admin inventory screens' requests and replies (docs/api/shop.md, Inventory).
import * as z from 'zod/mini';
import { ProductSchema, UnitSchema } from './product';
import { StockMovementSchema } from './stock';

export const InventoryQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters'))),
  lowStock: z.optional(z.enum(['true', 'false'], 'lowStock must be true or false')),
});

export const InventoryListSchema = z.object({ products: z.array(ProductSchema) });
export type InventoryList = z.infer<typeof InventoryListSchema>;

export const InventoryDetailSchema = z.object({
  product: ProductSchema,
  movements: z.array(StockMovementSchema),
  units: z.array(UnitSchema),
  lowStock: z.boolean(),
});
export type InventoryDetail = z.infer<typeof InventoryDetailSchema>;

export const ProductCodeParamsSchema = z.object({ code: z.string().check(z.trim(), z.minLength(3, 'Code is too short'), z.maxLength(32, 'Code is too long')) });
