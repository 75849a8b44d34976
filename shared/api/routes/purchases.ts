// The customer's purchases (issue 29): every shop order, till receipt, repair invoice and credit note
// of their account, and each one's document for its PDF. The contract is in docs/api/purchases.md.
import { defineRoute } from '../define-route';
import { PageCursorQuerySchema } from '../../schemas/common';
import { DocumentSchema } from '../../schemas/sales/invoice';
import { PurchaseListSchema, PurchaseParamsSchema } from '../../schemas/purchases/purchase';

export const listMyPurchases = /* @__PURE__ */ defineRoute({
  name: 'ListMyPurchases',
  summary: "The customer's invoices and credit notes, newest first",
  method: 'GET',
  path: '/api/user/purchases',
  auth: 'customer',
  handler: 'purchases/list-my-purchases',
  table: 'read',
  query: PageCursorQuerySchema,
  response: PurchaseListSchema,
});
export const getMyPurchaseDocument = /* @__PURE__ */ defineRoute({
  name: 'GetMyPurchaseDocument',
  summary: "One of the customer's invoices or credit notes, for its PDF",
  method: 'GET',
  path: '/api/user/purchases/{number}',
  auth: 'customer',
  handler: 'purchases/get-my-purchase-document',
  table: 'read',
  params: PurchaseParamsSchema,
  response: DocumentSchema,
});

export const purchaseRoutes = { listMyPurchases, getMyPurchaseDocument };
