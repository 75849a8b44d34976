// The shop (issue 14): products and the stock ledger (admin inventory), the catalogue, the cart,
// checkout and payments, orders. The contract is in docs/api/shop.md.
import * as z from 'zod/mini';
import { defineRoute, type AnyRoute } from '../define-route';
import { LowStockListSchema } from '../../schemas/shop/low-stock';
import { InventoryDetailSchema, InventoryListSchema, InventoryQuerySchema, ProductCodeParamsSchema } from '../../schemas/shop/inventory';
import { ProductInputSchema, ProductParamsSchema, ProductSchema, UnitInputSchema, UnitSchema } from '../../schemas/shop/product';
import { StockAdjustmentRequestSchema } from '../../schemas/shop/stock';
import { CreateUploadRequestSchema, UploadTicketSchema } from '../../schemas/shop/upload';
import { CatalogueListSchema, CatalogueProductDetailSchema, CatalogueQuerySchema } from '../../schemas/shop/catalogue';
import {
  AdminOrdersQuerySchema,
  CartViewSchema,
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  MoveOrderRequestSchema,
  OrderListSchema,
  OrderParamsSchema,
  OrderSchema,
  RefundOrderRequestSchema,
  SetCartLineRequestSchema,
} from '../../schemas/shop/order';

export const listInventory = /* @__PURE__ */ defineRoute({
  name: 'ListInventory',
  summary: 'Products and their stock, by search or low stock',
  method: 'GET',
  path: '/api/admin/inventory',
  auth: 'admin',
  permission: 'inventory.view',
  handler: 'shop/list-inventory',
  table: 'read',
  query: InventoryQuerySchema,
  response: InventoryListSchema,
});
export const listLowStock = /* @__PURE__ */ defineRoute({
  name: 'ListLowStock',
  summary: 'Products at or below their low-stock threshold, as marked when their stock last moved (the dashboard panel)',
  method: 'GET',
  path: '/api/admin/low-stock',
  auth: 'admin',
  permission: 'inventory.view',
  handler: 'shop/list-low-stock',
  table: 'read',
  response: LowStockListSchema,
});
export const createProduct = /* @__PURE__ */ defineRoute({
  name: 'CreateProduct',
  summary: 'Adds a product',
  method: 'POST',
  path: '/api/admin/inventory',
  auth: 'admin',
  permission: 'inventory.edit',
  handler: 'shop/create-product',
  table: 'readwrite',
  body: ProductInputSchema,
  response: ProductSchema,
  successStatus: 201,
});
export const findProductByCode = /* @__PURE__ */ defineRoute({
  name: 'FindProductByCode',
  summary: 'Finds a product by its barcode or SKU',
  method: 'GET',
  path: '/api/admin/inventory/codes/{code}',
  auth: 'admin',
  permission: 'inventory.view',
  handler: 'shop/find-product-by-code',
  table: 'read',
  params: ProductCodeParamsSchema,
  response: ProductSchema,
});
export const getInventoryItem = /* @__PURE__ */ defineRoute({
  name: 'GetInventoryItem',
  summary: 'One product with its stock and movements',
  method: 'GET',
  path: '/api/admin/inventory/{id}',
  auth: 'admin',
  permission: 'inventory.view',
  handler: 'shop/get-inventory-item',
  table: 'read',
  params: ProductParamsSchema,
  response: InventoryDetailSchema,
});
export const updateProduct = /* @__PURE__ */ defineRoute({
  name: 'UpdateProduct',
  summary: 'Changes a product',
  method: 'PUT',
  path: '/api/admin/inventory/{id}',
  auth: 'admin',
  permission: 'inventory.edit',
  handler: 'shop/update-product',
  table: 'readwrite',
  params: ProductParamsSchema,
  body: ProductInputSchema,
  response: ProductSchema,
});
export const adjustStock = /* @__PURE__ */ defineRoute({
  name: 'AdjustStock',
  summary: "Adjusts a product's stock with a reason",
  method: 'POST',
  path: '/api/admin/inventory/{id}/adjustments',
  auth: 'admin',
  permission: 'inventory.adjust',
  handler: 'shop/adjust-stock',
  table: 'readwrite',
  params: ProductParamsSchema,
  body: StockAdjustmentRequestSchema,
  response: ProductSchema,
});
export const addStockUnit = /* @__PURE__ */ defineRoute({
  name: 'AddStockUnit',
  summary: 'Adds a serialised unit (IMEI or serial number) to stock',
  method: 'POST',
  path: '/api/admin/inventory/{id}/units',
  auth: 'admin',
  permission: 'inventory.adjust',
  handler: 'shop/add-stock-unit',
  table: 'readwrite',
  params: ProductParamsSchema,
  body: UnitInputSchema,
  response: UnitSchema,
  successStatus: 201,
});
/** Generic staff image upload (product images here, job photos in repairs): a presigned POST. */
export const createUpload = /* @__PURE__ */ defineRoute({
  name: 'CreateUpload',
  summary: 'Presigns an upload of a picture or photo',
  method: 'POST',
  path: '/api/admin/uploads',
  auth: 'admin',
  permission: 'admin.use',
  handler: 'shop/create-upload',
  table: 'none',
  uploads: 'sign',
  body: CreateUploadRequestSchema,
  response: UploadTicketSchema,
  successStatus: 201,
});
/**
 * The payment provider's signed webhook (Stripe, or the local payment page). Its handler reads the
 * raw body for the signature, so it declares no body schema and takes no CSRF header.
 */
export const handlePaymentWebhook = /* @__PURE__ */ defineRoute({
  name: 'HandlePaymentWebhook',
  summary: "Receives the payment provider's signed events",
  method: 'POST',
  path: '/api/payments/webhook',
  auth: 'public',
  handler: 'shop/handle-payment-webhook',
  table: 'readwrite',
  usesPayments: true,
  publishesEvents: true,
  response: z.object({ received: z.boolean(), result: z.enum(['handled', 'replayed', 'ignored', 'refused']) }),
});
export const browseCatalogue = /* @__PURE__ */ defineRoute({
  name: 'BrowseCatalogue',
  summary: "The shop's products for sale, by category or search",
  method: 'GET',
  path: '/api/shop/products',
  auth: 'public',
  handler: 'shop/browse-catalogue',
  table: 'read',
  query: CatalogueQuerySchema,
  response: CatalogueListSchema,
});
export const getCatalogueProduct = /* @__PURE__ */ defineRoute({
  name: 'GetCatalogueProduct',
  summary: 'One product for sale',
  method: 'GET',
  path: '/api/shop/products/{id}',
  auth: 'public',
  handler: 'shop/get-catalogue-product',
  table: 'read',
  params: ProductParamsSchema,
  response: CatalogueProductDetailSchema,
});
export const getCart = /* @__PURE__ */ defineRoute({
  name: 'GetCart',
  summary: "The customer's cart",
  method: 'GET',
  path: '/api/shop/cart',
  auth: 'customer',
  handler: 'shop/get-cart',
  table: 'read',
  response: CartViewSchema,
});
export const setCartLine = /* @__PURE__ */ defineRoute({
  name: 'SetCartLine',
  summary: "Sets a product's quantity in the cart",
  method: 'PUT',
  path: '/api/shop/cart/lines/{id}',
  auth: 'customer',
  handler: 'shop/set-cart-line',
  table: 'readwrite',
  params: ProductParamsSchema,
  body: SetCartLineRequestSchema,
  response: CartViewSchema,
});
export const removeCartLine = /* @__PURE__ */ defineRoute({
  name: 'RemoveCartLine',
  summary: 'Removes a product from the cart',
  method: 'DELETE',
  path: '/api/shop/cart/lines/{id}',
  auth: 'customer',
  handler: 'shop/remove-cart-line',
  table: 'readwrite',
  params: ProductParamsSchema,
  response: CartViewSchema,
});
export const startCheckout = /* @__PURE__ */ defineRoute({
  name: 'StartCheckout',
  summary: 'Starts paying for the cart: the order and its payment page',
  method: 'POST',
  path: '/api/shop/checkout',
  auth: 'customer',
  handler: 'shop/start-checkout',
  table: 'readwrite',
  usesPayments: true,
  schedulesJob: 'ReleaseCheckout',
  body: CheckoutRequestSchema,
  response: CheckoutResponseSchema,
  successStatus: 201,
});
export const listMyOrders = /* @__PURE__ */ defineRoute({
  name: 'ListMyOrders',
  summary: "The customer's shop orders",
  method: 'GET',
  path: '/api/shop/orders',
  auth: 'customer',
  handler: 'shop/list-my-orders',
  table: 'read',
  response: OrderListSchema,
});
export const getMyOrder = /* @__PURE__ */ defineRoute({
  name: 'GetMyOrder',
  summary: "One of the customer's shop orders",
  method: 'GET',
  path: '/api/shop/orders/{id}',
  auth: 'customer',
  handler: 'shop/get-my-order',
  table: 'read',
  params: OrderParamsSchema,
  response: OrderSchema,
});
export const cancelMyCheckout = /* @__PURE__ */ defineRoute({
  name: 'CancelMyCheckout',
  summary: 'Cancels an unpaid checkout, freeing its stock',
  method: 'POST',
  path: '/api/shop/orders/{id}/cancel',
  auth: 'customer',
  handler: 'shop/cancel-my-checkout',
  table: 'readwrite',
  usesPayments: true,
  params: OrderParamsSchema,
  response: OrderSchema,
});
export const listShopOrders = /* @__PURE__ */ defineRoute({
  name: 'ListShopOrders',
  summary: 'Online shop orders, by status',
  method: 'GET',
  path: '/api/admin/shop-orders',
  auth: 'admin',
  permission: 'orders.view',
  handler: 'shop/list-shop-orders',
  table: 'read',
  query: AdminOrdersQuerySchema,
  response: OrderListSchema,
});
export const getShopOrder = /* @__PURE__ */ defineRoute({
  name: 'GetShopOrder',
  summary: 'One online shop order',
  method: 'GET',
  path: '/api/admin/shop-orders/{id}',
  auth: 'admin',
  permission: 'orders.view',
  handler: 'shop/get-shop-order',
  table: 'read',
  params: OrderParamsSchema,
  response: OrderSchema,
});
export const moveShopOrder = /* @__PURE__ */ defineRoute({
  name: 'MoveShopOrder',
  summary: 'Moves an online order on: packed, ready, sent, collected',
  method: 'POST',
  path: '/api/admin/shop-orders/{id}/moves',
  auth: 'admin',
  permission: 'orders.fulfil',
  handler: 'shop/move-shop-order',
  table: 'readwrite',
  params: OrderParamsSchema,
  body: MoveOrderRequestSchema,
  response: OrderSchema,
});
export const refundShopOrder = /* @__PURE__ */ defineRoute({
  name: 'RefundShopOrder',
  summary: 'Refunds lines of an online order',
  method: 'POST',
  path: '/api/admin/shop-orders/{id}/refunds',
  auth: 'admin',
  permission: 'till.refund',
  handler: 'shop/refund-shop-order',
  table: 'readwrite',
  usesPayments: true,
  params: OrderParamsSchema,
  body: RefundOrderRequestSchema,
  response: OrderSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as shopRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const shopRoutes = {
  listInventory,
  listLowStock,
  createProduct,
  findProductByCode,
  getInventoryItem,
  updateProduct,
  adjustStock,
  addStockUnit,
  createUpload,
  handlePaymentWebhook,
  browseCatalogue,
  getCatalogueProduct,
  getCart,
  setCartLine,
  removeCartLine,
  startCheckout,
  listMyOrders,
  getMyOrder,
  cancelMyCheckout,
  listShopOrders,
  getShopOrder,
  moveShopOrder,
  refundShopOrder,
} satisfies Record<string, AnyRoute>;
