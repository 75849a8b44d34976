// The shop (issue 14): products and the stock ledger (admin inventory), the catalogue, the cart,
// checkout and payments, orders. The contract is in docs/api/shop.md.
import * as z from 'zod/mini';
import { defineRoute, type AnyRoute } from '../define-route';
import { InventoryDetailSchema, InventoryListSchema, InventoryQuerySchema, ProductCodeParamsSchema } from '../../schemas/shop/inventory';
import { ProductInputSchema, ProductParamsSchema, ProductSchema, UnitInputSchema, UnitSchema } from '../../schemas/shop/product';
import { StockAdjustmentRequestSchema } from '../../schemas/shop/stock';
import { CreateUploadRequestSchema, UploadTicketSchema } from '../../schemas/shop/upload';

export const shopRoutes = {
  listInventory: defineRoute({
    name: 'ListInventory',
    method: 'GET',
    path: '/api/admin/inventory',
    auth: 'admin',
    handler: 'shop/list-inventory',
    table: 'read',
    query: InventoryQuerySchema,
    response: InventoryListSchema,
  }),
  createProduct: defineRoute({
    name: 'CreateProduct',
    method: 'POST',
    path: '/api/admin/inventory',
    auth: 'admin',
    handler: 'shop/create-product',
    table: 'readwrite',
    body: ProductInputSchema,
    response: ProductSchema,
    successStatus: 201,
  }),
  findProductByCode: defineRoute({
    name: 'FindProductByCode',
    method: 'GET',
    path: '/api/admin/inventory/codes/{code}',
    auth: 'admin',
    handler: 'shop/find-product-by-code',
    table: 'read',
    params: ProductCodeParamsSchema,
    response: ProductSchema,
  }),
  getInventoryItem: defineRoute({
    name: 'GetInventoryItem',
    method: 'GET',
    path: '/api/admin/inventory/{id}',
    auth: 'admin',
    handler: 'shop/get-inventory-item',
    table: 'read',
    params: ProductParamsSchema,
    response: InventoryDetailSchema,
  }),
  updateProduct: defineRoute({
    name: 'UpdateProduct',
    method: 'PUT',
    path: '/api/admin/inventory/{id}',
    auth: 'admin',
    handler: 'shop/update-product',
    table: 'readwrite',
    params: ProductParamsSchema,
    body: ProductInputSchema,
    response: ProductSchema,
  }),
  adjustStock: defineRoute({
    name: 'AdjustStock',
    method: 'POST',
    path: '/api/admin/inventory/{id}/adjustments',
    auth: 'admin',
    handler: 'shop/adjust-stock',
    table: 'readwrite',
    params: ProductParamsSchema,
    body: StockAdjustmentRequestSchema,
    response: ProductSchema,
  }),
  addStockUnit: defineRoute({
    name: 'AddStockUnit',
    method: 'POST',
    path: '/api/admin/inventory/{id}/units',
    auth: 'admin',
    handler: 'shop/add-stock-unit',
    table: 'readwrite',
    params: ProductParamsSchema,
    body: UnitInputSchema,
    response: UnitSchema,
    successStatus: 201,
  }),
  /** Generic staff image upload (product images here, job photos in repairs): a presigned POST. */
  createUpload: defineRoute({
    name: 'CreateUpload',
    method: 'POST',
    path: '/api/admin/uploads',
    auth: 'admin',
    handler: 'shop/create-upload',
    table: 'none',
    body: CreateUploadRequestSchema,
    response: UploadTicketSchema,
    successStatus: 201,
  }),
  /**
   * The payment provider's signed webhook (Stripe, or the local payment page). Its handler reads the
   * raw body for the signature, so it declares no body schema and takes no CSRF header.
   */
  handlePaymentWebhook: defineRoute({
    name: 'HandlePaymentWebhook',
    method: 'POST',
    path: '/api/payments/webhook',
    auth: 'public',
    handler: 'shop/handle-payment-webhook',
    table: 'readwrite',
    publishesEvents: true,
    response: z.object({ received: z.boolean(), result: z.enum(['handled', 'replayed', 'ignored']) }),
  }),
} satisfies Record<string, AnyRoute>;
