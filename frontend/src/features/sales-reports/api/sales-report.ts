// GET /api/admin/reports/sales: sales by day, week or month and new vs returning customers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportRoutes } from '../../../../../shared/api/routes/reports';
import type { SalesGrouping } from '../../../../../shared/schemas/reports/reports';
import { apiCall } from '../../../lib/api-client';

export interface SalesReportQuery {
  from: string;
  to: string;
  by: SalesGrouping;
}

export const salesReportQueryOptions = (query: SalesReportQuery) =>
  queryOptions({
    queryKey: [reportRoutes.getSalesReport.path, query],
    queryFn: ({ signal }) => apiCall(reportRoutes.getSalesReport, { query, signal }),
  });

export const useSalesReport = (query: SalesReportQuery) => useQuery(salesReportQueryOptions(query));
