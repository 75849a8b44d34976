// The stock ledger's movements: every change to a product's stock on hand, with who, when, why
// and the cause (a sale, an order, a delivery of goods, a count) that makes it idempotent.
import * as z from 'zod/mini';

export const MOVEMENT_KINDS = ['sale', 'refund', 'received', 'adjustment', 'stocktake', 'online-sale', 'online-refund', 'job-part', 'job-part-return'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MOVEMENT_KIND_NAMES: Record<MovementKind, string> = {
  sale: 'Sale at the counter',
  refund: 'Refund at the counter',
  received: 'Goods received',
  adjustment: 'Adjustment',
  stocktake: 'Stocktake',
  'online-sale': 'Online order',
  'online-refund': 'Online refund',
  'job-part': 'Used on a repair',
  'job-part-return': 'Returned from a repair',
};

export const StockMovementSchema = z.object({
  productId: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  /** Change to stock on hand: negative out, positive in. */
  delta: z.number(),
  reason: z.string(),
  /** What caused it, e.g. `order:01J...` or `adjust:01J...`: one movement per cause and product. */
  causeId: z.string(),
  unitId: z.optional(z.string()),
  actorId: z.string(),
  actorName: z.string(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

/** Staff changing stock by hand: a count (stocktake), goods received, or an adjustment with a reason. */
export const StockAdjustmentRequestSchema = z.object({
  kind: z.enum(['adjustment', 'received', 'stocktake'], 'Kind must be adjustment, received or stocktake'),
  /** adjustment and received: the change; stocktake: the counted quantity. */
  quantity: z.number('Quantity must be a number').check(z.int('Quantity must be a whole number'), z.minimum(-10_000, 'Quantity is too small'), z.maximum(10_000, 'Quantity is too large')),
  reason: z.string('Reason is required').check(z.trim(), z.minLength(1, 'Reason is required'), z.maxLength(200, 'Reason must be at most 200 characters')),
  /** Makes a retried submission one movement: the form sends a fresh id per adjustment. */
  requestId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Request id must be a ULID')),
});
export type StockAdjustmentRequest = z.infer<typeof StockAdjustmentRequestSchema>;
