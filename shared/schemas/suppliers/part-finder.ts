// /admin/partfinder: parts for a device model and part type, from our stock and the suppliers' lists.
import * as z from 'zod/mini';
import { penceSchema, QrCodeSchema } from '../repairs/fields';
import { PartTypeSchema, UlidSchema } from './supplier';

export const PartFinderQuerySchema = z.object({
  model: z.string('Device model is required').check(z.trim(), z.minLength(1, 'Device model is required'), z.maxLength(60, 'Device model must be at most 60 characters')),
  partType: z.optional(PartTypeSchema),
});

export const StockPartSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  partType: PartTypeSchema,
  location: z.optional(z.string()),
  available: z.number(),
  costPence: z.optional(z.number()),
  pricePence: z.number(),
});

export const SupplierPartSchema = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  leadTimeDays: z.number(),
  supplierSku: z.string(),
  description: z.string(),
  partType: PartTypeSchema,
  /** Absent for a role that may not see cost prices (shared/staff/permissions.ts). */
  costPence: z.optional(z.number()),
});

export const PartFinderResultSchema = z.object({ stock: z.array(StockPartSchema), suppliers: z.array(SupplierPartSchema) });
export type PartFinderResult = z.infer<typeof PartFinderResultSchema>;

/** Takes a part from stock for a job: a job line at cost and sale price, and a stock movement. */
export const ReservePartRequestSchema = z.object({
  jobQr: QrCodeSchema,
  productId: UlidSchema,
  quantity: z.number('Quantity must be a number').check(z.int('Quantity must be a whole number'), z.minimum(1, 'Quantity must be at least 1'), z.maximum(99, 'Quantity must be at most 99')),
  /** With VAT; absent: the product's price. */
  salePence: z.optional(penceSchema('Sale price')),
  /** Fresh per press: the line's id, so a retried press takes the part once. */
  requestId: UlidSchema,
});
export type ReservePartRequest = z.infer<typeof ReservePartRequestSchema>;

/** The line the part made on the job (the job sheet is fetched again by whoever shows it). */
export const ReservePartResultSchema = z.object({
  jobQr: z.string(),
  jobNumber: z.string(),
  line: z.object({ id: z.string(), description: z.string(), quantity: z.number(), unitPence: z.number(), totalPence: z.number(), costPence: z.optional(z.number()), productId: z.string() }),
});
export type ReservePartResult = z.infer<typeof ReservePartResultSchema>;
