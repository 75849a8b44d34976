// Money and reports (issue 17): profit and loss, the expenses behind it, the sales reports read from
// the day rollups, and the accounting export. Admin only; every write is audited (admin_write).
import { defineRoute, type AnyRoute } from '../define-route';
import { OkSchema } from '../../schemas/common';
import { ExpenseIdParamsSchema, ExpenseInputSchema, ExpenseListSchema, ExpenseSchema } from '../../schemas/reports/expenses';
import { ProfitLossSchema, RepairsReportSchema, ReportRangeQuerySchema, SalesReportQuerySchema, SalesReportSchema } from '../../schemas/reports/reports';
import { AccountingExportQuerySchema, AccountingExportSchema } from '../../schemas/reports/accounting';
import { BookingsReportSchema } from '../../schemas/reports/bookings-report';

export const reportRoutes = {
  getProfitLoss: defineRoute({
    name: 'GetProfitLoss',
    method: 'GET',
    path: '/api/admin/profit-loss',
    auth: 'admin',
    handler: 'reports/get-profit-loss',
    table: 'read',
    query: ReportRangeQuerySchema,
    response: ProfitLossSchema,
  }),
  listExpenses: defineRoute({
    name: 'ListExpenses',
    method: 'GET',
    path: '/api/admin/expenses',
    auth: 'admin',
    handler: 'reports/list-expenses',
    table: 'read',
    response: ExpenseListSchema,
  }),
  createExpense: defineRoute({
    name: 'CreateExpense',
    method: 'POST',
    path: '/api/admin/expenses',
    auth: 'admin',
    handler: 'reports/create-expense',
    table: 'readwrite',
    body: ExpenseInputSchema,
    response: ExpenseSchema,
    successStatus: 201,
  }),
  updateExpense: defineRoute({
    name: 'UpdateExpense',
    method: 'PUT',
    path: '/api/admin/expenses/{id}',
    auth: 'admin',
    handler: 'reports/update-expense',
    table: 'readwrite',
    params: ExpenseIdParamsSchema,
    body: ExpenseInputSchema,
    response: ExpenseSchema,
  }),
  deleteExpense: defineRoute({
    name: 'DeleteExpense',
    method: 'DELETE',
    path: '/api/admin/expenses/{id}',
    auth: 'admin',
    handler: 'reports/delete-expense',
    table: 'readwrite',
    params: ExpenseIdParamsSchema,
    response: OkSchema,
  }),
  getSalesReport: defineRoute({
    name: 'GetSalesReport',
    method: 'GET',
    path: '/api/admin/reports/sales',
    auth: 'admin',
    handler: 'reports/get-sales-report',
    table: 'read',
    query: SalesReportQuerySchema,
    response: SalesReportSchema,
  }),
  getRepairsReport: defineRoute({
    name: 'GetRepairsReport',
    method: 'GET',
    path: '/api/admin/reports/repairs',
    auth: 'admin',
    handler: 'reports/get-repairs-report',
    table: 'read',
    query: ReportRangeQuerySchema,
    response: RepairsReportSchema,
  }),
  getBookingsReport: defineRoute({
    name: 'GetBookingsReport',
    method: 'GET',
    path: '/api/admin/reports/bookings',
    auth: 'admin',
    handler: 'reports/get-bookings-report',
    table: 'read',
    query: SalesReportQuerySchema,
    response: BookingsReportSchema,
  }),
  // A GET that is still audited (who took the books out, for which dates): it publishes the record.
  exportAccounting: defineRoute({
    name: 'ExportAccounting',
    method: 'GET',
    path: '/api/admin/accounting-export',
    auth: 'admin',
    handler: 'reports/export-accounting',
    table: 'read',
    publishesEvents: true,
    query: AccountingExportQuerySchema,
    response: AccountingExportSchema,
  }),
} satisfies Record<string, AnyRoute>;
