// Money and reports (issue 17): profit and loss, the expenses behind it, the sales reports read from
// the day rollups, and the accounting export. Admin only; every write is audited (admin_write).
import { defineRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import { ExpenseIdParamsSchema, ExpenseInputSchema, ExpenseListSchema, ExpenseSchema } from '../../schemas/reports/expenses';
import { ProfitLossSchema, RepairsReportSchema, ReportRangeQuerySchema, SalesReportQuerySchema, SalesReportSchema } from '../../schemas/reports/reports';
import { AccountingExportQuerySchema, AccountingExportSchema } from '../../schemas/reports/accounting';
import { BookingsReportSchema } from '../../schemas/reports/bookings-report';
import { VatReturnSchema } from '../../schemas/reports/vat-return';
import { StockBookQuerySchema, StockBookSchema } from '../../schemas/reports/stock-book';
import { CommissionQuerySchema, CommissionReportSchema, CommissionRulesSchema, SaveCommissionRulesRequestSchema } from '../../schemas/reports/commissions';

export const getProfitLoss = /* @__PURE__ */ defineRoute({
  name: 'GetProfitLoss',
  summary: 'The profit and loss of a period: revenue, cost of goods, expenses and VAT',
  method: 'GET',
  path: '/api/admin/profit-loss',
  auth: 'admin',
  permission: 'profitLoss.view',
  handler: 'reports/get-profit-loss',
  table: 'read',
  query: ReportRangeQuerySchema,
  response: ProfitLossSchema,
});
export const listExpenses = /* @__PURE__ */ defineRoute({
  name: 'ListExpenses',
  summary: 'The expenses of a period',
  method: 'GET',
  path: '/api/admin/expenses',
  auth: 'admin',
  permission: 'profitLoss.view',
  handler: 'reports/list-expenses',
  table: 'read',
  response: ExpenseListSchema,
});
export const createExpense = /* @__PURE__ */ defineRoute({
  name: 'CreateExpense',
  summary: 'Records an expense',
  method: 'POST',
  path: '/api/admin/expenses',
  auth: 'admin',
  permission: 'profitLoss.view',
  handler: 'reports/create-expense',
  table: 'readwrite',
  body: ExpenseInputSchema,
  response: ExpenseSchema,
  successStatus: 201,
});
export const updateExpense = /* @__PURE__ */ defineRoute({
  name: 'UpdateExpense',
  summary: 'Changes an expense',
  method: 'PUT',
  path: '/api/admin/expenses/{id}',
  auth: 'admin',
  permission: 'profitLoss.view',
  handler: 'reports/update-expense',
  table: 'readwrite',
  params: ExpenseIdParamsSchema,
  body: ExpenseInputSchema,
  response: ExpenseSchema,
});
export const deleteExpense = /* @__PURE__ */ defineRoute({
  name: 'DeleteExpense',
  summary: 'Deletes an expense',
  method: 'DELETE',
  path: '/api/admin/expenses/{id}',
  auth: 'admin',
  permission: 'profitLoss.view',
  handler: 'reports/delete-expense',
  table: 'readwrite',
  params: ExpenseIdParamsSchema,
  response: OkSchema,
});
export const getSalesReport = /* @__PURE__ */ defineRoute({
  name: 'GetSalesReport',
  summary: 'Sales totals of a period, by day, week or month',
  method: 'GET',
  path: '/api/admin/reports/sales',
  auth: 'admin',
  permission: 'reports.view',
  handler: 'reports/get-sales-report',
  table: 'read',
  query: SalesReportQuerySchema,
  response: SalesReportSchema,
});
export const getRepairsReport = /* @__PURE__ */ defineRoute({
  name: 'GetRepairsReport',
  summary: 'Repairs collected in a period: turnaround, top models and repair types, technicians',
  method: 'GET',
  path: '/api/admin/reports/repairs',
  auth: 'admin',
  permission: 'reports.view',
  handler: 'reports/get-repairs-report',
  table: 'read',
  query: ReportRangeQuerySchema,
  response: RepairsReportSchema,
});
export const getBookingsReport = /* @__PURE__ */ defineRoute({
  name: 'GetBookingsReport',
  summary: 'Bookings and no-shows of a period, by day, week or month',
  method: 'GET',
  path: '/api/admin/reports/bookings',
  auth: 'admin',
  permission: 'reports.view',
  handler: 'reports/get-bookings-report',
  table: 'read',
  query: SalesReportQuerySchema,
  response: BookingsReportSchema,
});
// A GET that is still audited (who took the books out, for which dates): it publishes the record.
export const exportAccounting = /* @__PURE__ */ defineRoute({
  name: 'ExportAccounting',
  summary: 'Sales, refunds and expenses of a period as files for Xero or QuickBooks',
  method: 'GET',
  path: '/api/admin/accounting-export',
  auth: 'admin',
  permission: 'profitLoss.view',
  handler: 'reports/export-accounting',
  table: 'read',
  publishesEvents: true,
  uploads: 'export',
  query: AccountingExportQuerySchema,
  response: AccountingExportSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as reportRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const getCommissionRules = /* @__PURE__ */ defineRoute({
  name: 'GetCommissionRules',
  summary: 'The commission rules per role and per member',
  method: 'GET',
  path: '/api/admin/commission-rules',
  auth: 'admin',
  permission: 'staff.commissions',
  handler: 'reports/get-commission-rules',
  table: 'read',
  response: CommissionRulesSchema,
});
export const saveCommissionRules = /* @__PURE__ */ defineRoute({
  name: 'SaveCommissionRules',
  summary: 'Changes the commission rules',
  method: 'PUT',
  path: '/api/admin/commission-rules',
  auth: 'admin',
  permission: 'staff.commissions',
  handler: 'reports/save-commission-rules',
  table: 'readwrite',
  body: SaveCommissionRulesRequestSchema,
  response: CommissionRulesSchema,
});
export const getCommissionReport = /* @__PURE__ */ defineRoute({
  name: 'GetCommissionReport',
  summary: "Each member's labour, sales and commission for a period",
  method: 'GET',
  path: '/api/admin/reports/commissions',
  auth: 'admin',
  permission: 'staff.commissions',
  handler: 'reports/get-commission-report',
  table: 'read',
  query: CommissionQuerySchema,
  response: CommissionReportSchema,
});
export const getVatReturn = /* @__PURE__ */ defineRoute({
  name: 'GetVatReturn',
  summary: 'The nine boxes of the VAT return of a period, from the same figures as the profit and loss (decision 321)',
  method: 'GET',
  path: '/api/admin/vat-return',
  auth: 'admin',
  permission: 'profitLoss.view',
  handler: 'reports/get-vat-return',
  table: 'read',
  query: ReportRangeQuerySchema,
  response: VatReturnSchema,
});
export const getStockBook = /* @__PURE__ */ defineRoute({
  name: 'GetStockBook',
  summary: 'The margin scheme stock book of a period: each second-hand unit bought and sold, its margin and VAT (decision 355)',
  method: 'GET',
  path: '/api/admin/stock-book',
  auth: 'admin',
  permission: 'profitLoss.view',
  handler: 'reports/get-stock-book',
  table: 'read',
  query: StockBookQuerySchema,
  response: StockBookSchema,
});
export const reportRoutes = {
  getProfitLoss,
  getVatReturn,
  getStockBook,
  listExpenses,
  createExpense,
  updateExpense,
  deleteExpense,
  getSalesReport,
  getRepairsReport,
  getBookingsReport,
  exportAccounting,
  getCommissionRules,
  saveCommissionRules,
  getCommissionReport,
};
