// The till, sales, invoices, receipts and credit notes (issue 15). The contract is in docs/api/till.md.
// PDFs are drawn in the browser from these replies (decision 146), so no Lambda carries pdf-lib.
import { defineRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import {
  CashMoveRequestSchema,
  CloseDrawerRequestSchema,
  CurrentDrawerSchema,
  DrawerSessionParamsSchema,
  DrawerSessionSchema,
  OpenDrawerRequestSchema,
} from '../../schemas/sales/drawer';
import { DayTotalsSchema, DocumentSchema, InvoiceListQuerySchema, InvoiceListSchema, NumberParamsSchema, OrderDocumentParamsSchema } from '../../schemas/sales/invoice';
import {
  CreateSaleRequestSchema,
  DayParamsSchema,
  EmailReceiptRequestSchema,
  RefundRequestSchema,
  SaleParamsSchema,
  SaleSchema,
  SalesListQuerySchema,
  SalesListSchema,
} from '../../schemas/sales/sale';
import { TillLookupQuerySchema, TillLookupSchema } from '../../schemas/sales/till-lookup';
import { ApprovalSchema, GiveApprovalRequestSchema } from '../../schemas/sales/approval';
import { getReceipt } from './receipts';
import { cancelTerminalPayment, getTerminalPayment, listTerminalReaders, registerTerminalReader, removeTerminalReader, startTerminalPayment, updateTerminalReader } from './terminal';
export { cancelTerminalPayment, getTerminalPayment, listTerminalReaders, registerTerminalReader, removeTerminalReader, startTerminalPayment, updateTerminalReader };

// The public receipt's route is in ./receipts (decision 210); it stays one of the till's routes.
export { getReceipt };

// ---------- The cash drawer ----------
export const getCurrentDrawer = /* @__PURE__ */ defineRoute({
  name: 'GetCurrentDrawer',
  summary: 'The open cash drawer session, if any',
  method: 'GET',
  path: '/api/admin/till/drawer',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'till/get-current-drawer',
  table: 'read',
  response: CurrentDrawerSchema,
});
export const openDrawer = /* @__PURE__ */ defineRoute({
  name: 'OpenDrawer',
  summary: 'Opens the cash drawer with its float',
  method: 'POST',
  path: '/api/admin/till/drawer',
  auth: 'admin',
  permission: 'till.drawer',
  handler: 'till/open-drawer',
  table: 'readwrite',
  body: OpenDrawerRequestSchema,
  response: DrawerSessionSchema,
  successStatus: 201,
});
export const moveDrawerCash = /* @__PURE__ */ defineRoute({
  name: 'MoveDrawerCash',
  summary: 'Records cash paid into or taken out of the drawer',
  method: 'POST',
  path: '/api/admin/till/drawer/cash',
  auth: 'admin',
  permission: 'till.drawer',
  handler: 'till/move-drawer-cash',
  table: 'readwrite',
  body: CashMoveRequestSchema,
  response: DrawerSessionSchema,
});
export const closeDrawer = /* @__PURE__ */ defineRoute({
  name: 'CloseDrawer',
  summary: 'Closes the drawer with the counted cash',
  method: 'POST',
  path: '/api/admin/till/drawer/close',
  auth: 'admin',
  permission: 'till.drawer',
  handler: 'till/close-drawer',
  table: 'readwrite',
  body: CloseDrawerRequestSchema,
  response: DrawerSessionSchema,
});
export const getDrawerSession = /* @__PURE__ */ defineRoute({
  name: 'GetDrawerSession',
  summary: 'One drawer session and its Z report',
  method: 'GET',
  path: '/api/admin/till/drawer-sessions/{sessionId}',
  auth: 'admin',
  permission: 'till.zReport',
  handler: 'till/get-drawer-session',
  table: 'read',
  params: DrawerSessionParamsSchema,
  response: DrawerSessionSchema,
});
export const lookupTillItem = /* @__PURE__ */ defineRoute({
  name: 'LookupTillItem',
  summary: 'What a scanned or typed code is at the till: a product, job or customer card',
  method: 'GET',
  path: '/api/admin/till/lookup',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'till/lookup-till-item',
  table: 'read',
  query: TillLookupQuerySchema,
  response: TillLookupSchema,
});
// A manager's approval on the spot (decision 268): any till may ask; the approver's role and passcode decide.
export const giveTillApproval = /* @__PURE__ */ defineRoute({
  name: 'GiveTillApproval',
  summary: "A manager approves another member's refund, discount or drawer difference with their passcode",
  method: 'POST',
  path: '/api/admin/till/approvals',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'till/give-till-approval',
  table: 'readwrite',
  publishesEvents: true,
  body: GiveApprovalRequestSchema,
  response: ApprovalSchema,
  successStatus: 201,
});

// ---------- Sales and refunds ----------
export const createSale = /* @__PURE__ */ defineRoute({
  name: 'CreateSale',
  summary: 'Records a sale at the till',
  method: 'POST',
  path: '/api/admin/sales',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'till/create-sale',
  table: 'readwrite',
  publishesEvents: true,
  body: CreateSaleRequestSchema,
  response: SaleSchema,
  successStatus: 201,
});
export const listSales = /* @__PURE__ */ defineRoute({
  name: 'ListSales',
  summary: 'Sales of a period, by payment method, staff member or customer',
  method: 'GET',
  path: '/api/admin/sales',
  auth: 'admin',
  permission: 'invoices.view',
  handler: 'till/list-sales',
  table: 'read',
  query: SalesListQuerySchema,
  response: SalesListSchema,
});
export const getSalesDay = /* @__PURE__ */ defineRoute({
  name: 'GetSalesDay',
  summary: "One day's sales and takings",
  method: 'GET',
  path: '/api/admin/sales/days/{day}',
  auth: 'admin',
  permission: 'till.zReport',
  handler: 'till/get-sales-day',
  table: 'read',
  params: DayParamsSchema,
  response: DayTotalsSchema,
});
export const getSale = /* @__PURE__ */ defineRoute({
  name: 'GetSale',
  summary: 'One sale with its lines, payments and refunds',
  method: 'GET',
  path: '/api/admin/sales/{saleId}',
  auth: 'admin',
  permission: 'invoices.view',
  handler: 'till/get-sale',
  table: 'read',
  params: SaleParamsSchema,
  response: SaleSchema,
});
export const refundSale = /* @__PURE__ */ defineRoute({
  name: 'RefundSale',
  summary: 'Refunds lines of a sale',
  method: 'POST',
  path: '/api/admin/sales/{saleId}/refunds',
  auth: 'admin',
  // Any till may refund up to the front desk's limit; above it the caller's role needs 'till.refund'
  // or the request carries a manager's passcode (decision 268).
  permission: 'till.sell',
  handler: 'till/refund-sale',
  table: 'readwrite',
  params: SaleParamsSchema,
  body: RefundRequestSchema,
  response: SaleSchema,
  successStatus: 201,
});
export const emailReceipt = /* @__PURE__ */ defineRoute({
  name: 'EmailReceipt',
  summary: "Emails a sale's receipt to the customer",
  method: 'POST',
  path: '/api/admin/sales/{saleId}/receipt-email',
  auth: 'admin',
  permission: 'till.sell',
  handler: 'till/email-receipt',
  table: 'read',
  publishesEvents: true,
  params: SaleParamsSchema,
  body: EmailReceiptRequestSchema,
  response: OkSchema,
});

// ---------- Invoices, credit notes and receipts ----------
export const listInvoices = /* @__PURE__ */ defineRoute({
  name: 'ListInvoices',
  summary: 'Invoices and credit notes, newest first',
  method: 'GET',
  path: '/api/admin/invoices',
  auth: 'admin',
  permission: 'invoices.view',
  handler: 'till/list-invoices',
  table: 'read',
  query: InvoiceListQuerySchema,
  response: InvoiceListSchema,
});
export const getDocument = /* @__PURE__ */ defineRoute({
  name: 'GetDocument',
  summary: 'One invoice or credit note',
  method: 'GET',
  path: '/api/admin/invoices/{number}',
  auth: 'admin',
  permission: 'invoices.view',
  handler: 'till/get-document',
  table: 'read',
  params: NumberParamsSchema,
  response: DocumentSchema,
});
export const getMyOrderDocument = /* @__PURE__ */ defineRoute({
  name: 'GetMyOrderDocument',
  summary: "An invoice or credit note of the customer's own order",
  method: 'GET',
  path: '/api/shop/orders/{id}/documents/{number}',
  auth: 'customer',
  handler: 'till/get-my-order-document',
  table: 'read',
  params: OrderDocumentParamsSchema,
  response: DocumentSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as tillRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const tillRoutes = {
  getCurrentDrawer,
  openDrawer,
  moveDrawerCash,
  closeDrawer,
  getDrawerSession,
  lookupTillItem,
  giveTillApproval,
  createSale,
  listSales,
  getSalesDay,
  getSale,
  refundSale,
  emailReceipt,
  listInvoices,
  getDocument,
  getMyOrderDocument,
  getReceipt,
  // Card readers at the till (decision 280): their own file (./terminal), still the till's routes.
  listTerminalReaders,
  registerTerminalReader,
  updateTerminalReader,
  removeTerminalReader,
  startTerminalPayment,
  getTerminalPayment,
  cancelTerminalPayment,
};
