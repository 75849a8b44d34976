// Suppliers, price lists, purchase orders and the part finder (issue 17). Contract: docs/api/suppliers.md.
import { defineRoute } from '../define-route';
import { SuggestedOrderParamsSchema, SuggestedOrdersSchema } from '../../schemas/shop/low-stock';
import { PartFinderQuerySchema, PartFinderResultSchema, ReservePartRequestSchema, ReservePartResultSchema } from '../../schemas/suppliers/part-finder';
import {
  AddOrderLineRequestSchema,
  PlaceOrderRequestSchema,
  PurchaseOrderLineParamsSchema,
  PurchaseOrderListSchema,
  PurchaseOrderParamsSchema,
  PurchaseOrderSchema,
  ReceiveGoodsRequestSchema,
} from '../../schemas/suppliers/purchase-order';
import {
  ImportPriceListRequestSchema,
  ImportPriceListResultSchema,
  SupplierDetailSchema,
  SupplierInputSchema,
  SupplierListSchema,
  SupplierParamsSchema,
  SupplierSchema,
} from '../../schemas/suppliers/supplier';

export const listSuppliers = /* @__PURE__ */ defineRoute({
  name: 'ListSuppliers',
  summary: "The shop's suppliers",
  method: 'GET',
  path: '/api/admin/suppliers',
  auth: 'admin',
  permission: 'purchasing.suppliers',
  handler: 'suppliers/list-suppliers',
  table: 'read',
  response: SupplierListSchema,
});
export const createSupplier = /* @__PURE__ */ defineRoute({
  name: 'CreateSupplier',
  summary: 'Adds a supplier',
  method: 'POST',
  path: '/api/admin/suppliers',
  auth: 'admin',
  permission: 'purchasing.suppliers',
  handler: 'suppliers/create-supplier',
  table: 'readwrite',
  body: SupplierInputSchema,
  response: SupplierSchema,
  successStatus: 201,
});
export const getSupplier = /* @__PURE__ */ defineRoute({
  name: 'GetSupplier',
  summary: 'One supplier with its price list',
  method: 'GET',
  path: '/api/admin/suppliers/{id}',
  auth: 'admin',
  permission: 'purchasing.suppliers',
  handler: 'suppliers/get-supplier',
  table: 'read',
  params: SupplierParamsSchema,
  response: SupplierDetailSchema,
});
export const updateSupplier = /* @__PURE__ */ defineRoute({
  name: 'UpdateSupplier',
  summary: 'Changes a supplier',
  method: 'PUT',
  path: '/api/admin/suppliers/{id}',
  auth: 'admin',
  permission: 'purchasing.suppliers',
  handler: 'suppliers/update-supplier',
  table: 'readwrite',
  params: SupplierParamsSchema,
  body: SupplierInputSchema,
  response: SupplierSchema,
});
export const importPriceList = /* @__PURE__ */ defineRoute({
  name: 'ImportPriceList',
  summary: "Replaces a supplier's price list from a CSV file",
  method: 'PUT',
  path: '/api/admin/suppliers/{id}/price-list',
  auth: 'admin',
  permission: 'purchasing.suppliers',
  handler: 'suppliers/import-price-list',
  table: 'readwrite',
  params: SupplierParamsSchema,
  body: ImportPriceListRequestSchema,
  response: ImportPriceListResultSchema,
});
export const listPurchaseOrders = /* @__PURE__ */ defineRoute({
  name: 'ListPurchaseOrders',
  summary: 'The purchase orders',
  method: 'GET',
  path: '/api/admin/purchase-orders',
  auth: 'admin',
  permission: 'purchasing.orders',
  handler: 'suppliers/list-purchase-orders',
  table: 'read',
  response: PurchaseOrderListSchema,
});
export const getPurchaseOrder = /* @__PURE__ */ defineRoute({
  name: 'GetPurchaseOrder',
  summary: 'One purchase order with its lines and receipts',
  method: 'GET',
  path: '/api/admin/purchase-orders/{id}',
  auth: 'admin',
  permission: 'purchasing.orders',
  handler: 'suppliers/get-purchase-order',
  table: 'read',
  params: PurchaseOrderParamsSchema,
  response: PurchaseOrderSchema,
});
export const addPurchaseOrderLine = /* @__PURE__ */ defineRoute({
  name: 'AddPurchaseOrderLine',
  summary: "Adds a line to the supplier's draft purchase order, opening one if needed",
  method: 'POST',
  path: '/api/admin/purchase-order-lines',
  auth: 'admin',
  permission: 'purchasing.orders',
  handler: 'suppliers/add-purchase-order-line',
  table: 'readwrite',
  body: AddOrderLineRequestSchema,
  response: PurchaseOrderSchema,
});
export const removePurchaseOrderLine = /* @__PURE__ */ defineRoute({
  name: 'RemovePurchaseOrderLine',
  summary: 'Removes a line from a draft purchase order',
  method: 'DELETE',
  path: '/api/admin/purchase-orders/{id}/lines/{lineId}',
  auth: 'admin',
  permission: 'purchasing.orders',
  handler: 'suppliers/remove-purchase-order-line',
  table: 'readwrite',
  params: PurchaseOrderLineParamsSchema,
  response: PurchaseOrderSchema,
});
export const placePurchaseOrder = /* @__PURE__ */ defineRoute({
  name: 'PlacePurchaseOrder',
  summary: 'Places a draft purchase order with its supplier',
  method: 'POST',
  path: '/api/admin/purchase-orders/{id}/order',
  auth: 'admin',
  permission: 'purchasing.orders',
  handler: 'suppliers/place-purchase-order',
  table: 'readwrite',
  params: PurchaseOrderParamsSchema,
  body: PlaceOrderRequestSchema,
  response: PurchaseOrderSchema,
});
export const cancelPurchaseOrder = /* @__PURE__ */ defineRoute({
  name: 'CancelPurchaseOrder',
  summary: 'Cancels a purchase order',
  method: 'POST',
  path: '/api/admin/purchase-orders/{id}/cancel',
  auth: 'admin',
  permission: 'purchasing.orders',
  handler: 'suppliers/cancel-purchase-order',
  table: 'readwrite',
  params: PurchaseOrderParamsSchema,
  response: PurchaseOrderSchema,
});
export const receiveGoods = /* @__PURE__ */ defineRoute({
  name: 'ReceiveGoods',
  summary: 'Records goods received against a purchase order',
  method: 'POST',
  path: '/api/admin/purchase-orders/{id}/receipts',
  auth: 'admin',
  permission: 'purchasing.receive',
  handler: 'suppliers/receive-goods',
  table: 'readwrite',
  params: PurchaseOrderParamsSchema,
  body: ReceiveGoodsRequestSchema,
  response: PurchaseOrderSchema,
});
export const findParts = /* @__PURE__ */ defineRoute({
  name: 'FindParts',
  summary: "Finds a part by model and part type, in stock and on the suppliers' price lists",
  method: 'GET',
  path: '/api/admin/partfinder',
  auth: 'admin',
  permission: 'inventory.view',
  handler: 'suppliers/find-parts',
  table: 'read',
  query: PartFinderQuerySchema,
  response: PartFinderResultSchema,
});
export const reservePart = /* @__PURE__ */ defineRoute({
  name: 'ReservePart',
  summary: 'Reserves a part for a repair job, ordering it if needed',
  method: 'POST',
  path: '/api/admin/partfinder/reservations',
  auth: 'admin',
  permission: 'purchasing.orders',
  handler: 'suppliers/reserve-part',
  table: 'readwrite',
  body: ReservePartRequestSchema,
  response: ReservePartResultSchema,
});

export const listSuggestedOrders = /* @__PURE__ */ defineRoute({
  name: 'ListSuggestedOrders',
  summary: "Low-stock products grouped by their usual supplier at the supplier's latest prices",
  method: 'GET',
  path: '/api/admin/suggested-orders',
  auth: 'admin',
  permission: 'purchasing.orders',
  handler: 'suppliers/list-suggested-orders',
  table: 'read',
  response: SuggestedOrdersSchema,
});
export const draftSuggestedOrder = /* @__PURE__ */ defineRoute({
  name: 'DraftSuggestedOrder',
  summary: "Puts a supplier's suggested order on its draft purchase order (once)",
  method: 'POST',
  path: '/api/admin/suggested-orders/{supplierId}/draft',
  auth: 'admin',
  permission: 'purchasing.orders',
  handler: 'suppliers/draft-suggested-order',
  table: 'readwrite',
  params: SuggestedOrderParamsSchema,
  response: PurchaseOrderSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as supplierRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const supplierRoutes = {
  listSuppliers,
  createSupplier,
  getSupplier,
  updateSupplier,
  importPriceList,
  listPurchaseOrders,
  getPurchaseOrder,
  addPurchaseOrderLine,
  removePurchaseOrderLine,
  placePurchaseOrder,
  cancelPurchaseOrder,
  receiveGoods,
  findParts,
  reservePart,
  listSuggestedOrders,
  draftSuggestedOrder,
};
