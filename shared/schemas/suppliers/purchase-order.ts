// Purchase orders (issue 17): Draft, Ordered (emailed with a PDF), Part received, Received, Cancelled.
import * as z from 'zod/mini';
import { penceSchema, QrCodeSchema } from '../repairs/fields';
import { UlidSchema } from './supplier';

export const PURCHASE_ORDER_STATUSES = ['Draft', 'Ordered', 'Part received', 'Received', 'Cancelled'] as const;
export const PurchaseOrderStatusSchema = z.enum(PURCHASE_ORDER_STATUSES);
export type PurchaseOrderStatus = z.infer<typeof PurchaseOrderStatusSchema>;

export const PurchaseOrderLineSchema = z.object({
  lineId: z.string(),
  /** Our product the goods are received into. */
  productId: z.string(),
  supplierSku: z.string(),
  description: z.string(),
  quantity: z.number(),
  /** Pence without VAT, from the supplier's price list. */
  unitCostPence: z.number(),
  receivedQuantity: z.number(),
  /** Ordered for a job: its technician hears when it arrives. */
  jobQr: z.optional(z.string()),
  jobNumber: z.optional(z.string()),
  /** What the job will be charged for it, with VAT (set when ordered for a job). */
  salePence: z.optional(z.number()),
});
export type PurchaseOrderLine = z.infer<typeof PurchaseOrderLineSchema>;

export const ReceiptSchema = z.object({
  receiptId: z.string(),
  at: z.string(),
  by: z.string(),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number() })),
  /** What arrived at cost, pence without VAT, and its input VAT (decision 199); absent on older receipts. */
  netPence: z.optional(z.number()),
  vatPence: z.optional(z.number()),
});

export const PurchaseOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  supplierEmail: z.string(),
  supplierAccountNumber: z.optional(z.string()),
  status: PurchaseOrderStatusSchema,
  lines: z.array(PurchaseOrderLineSchema),
  totalPence: z.number(),
  receipts: z.array(ReceiptSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  orderedAt: z.optional(z.string()),
  receivedAt: z.optional(z.string()),
  cancelledAt: z.optional(z.string()),
  /** Optimistic lock: every change needs the version it read. */
  version: z.number(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrderSchema>;

export const PurchaseOrderParamsSchema = z.object({ id: UlidSchema });
export const PurchaseOrderLineParamsSchema = z.object({ id: UlidSchema, lineId: UlidSchema });
export const PurchaseOrderListSchema = z.object({ orders: z.array(PurchaseOrderSchema) });

const quantity = z.number('Quantity must be a number').check(z.int('Quantity must be a whole number'), z.minimum(1, 'Quantity must be at least 1'), z.maximum(999, 'Quantity must be at most 999'));

/** A price-list row onto the supplier's Draft order (made when there is none). */
export const AddOrderLineRequestSchema = z.object({
  supplierId: UlidSchema,
  supplierSku: z.string('Supplier SKU is required').check(z.trim(), z.minLength(1, 'Supplier SKU is required'), z.maxLength(40, 'Supplier SKU must be at most 40 characters')),
  quantity,
  jobQr: z.optional(QrCodeSchema),
  salePence: z.optional(penceSchema('Sale price')),
});
export type AddOrderLineRequest = z.infer<typeof AddOrderLineRequestSchema>;

/** Draft to Ordered: the PDF the admin's browser drew (decision 183), emailed to the supplier. */
export const PlaceOrderRequestSchema = z.object({
  pdfBase64: z.string('The order PDF is required').check(z.minLength(8, 'The order PDF is required'), z.maxLength(200_000, 'The order PDF must be at most 150 kB'), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The order PDF must be base64')),
});

export const ReceiveGoodsRequestSchema = z.object({
  /** Fresh per form submission: a retried submission receives once. */
  receiptId: UlidSchema,
  lines: z.array(z.object({ lineId: UlidSchema, quantity: z.number('Quantity must be a number').check(z.int('Quantity must be a whole number'), z.minimum(0, 'Quantity cannot be negative'), z.maximum(999, 'Quantity must be at most 999')) })).check(z.minLength(1, 'Say what arrived'), z.maxLength(40, 'At most 40 lines')),
});
export type ReceiveGoodsRequest = z.infer<typeof ReceiveGoodsRequestSchema>;
