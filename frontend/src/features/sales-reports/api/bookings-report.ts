// GET /api/admin/reports/bookings: attended, no-show and cancelled bookings and the no-show rate.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportRoutes } from '../../../../../shared/api/routes/reports';
import { apiCall } from '../../../lib/api-client';
import type { SalesReportQuery } from './sales-report';

export const bookingsReportQueryOptions = (query: SalesReportQuery) =>
  queryOptions({
    queryKey: [reportRoutes.getBookingsReport.path, query],
    queryFn: ({ signal }) => apiCall(reportRoutes.getBookingsReport, { query, signal }),
  });

export const useBookingsReport = (query: SalesReportQuery) => useQuery(bookingsReportQueryOptions(query));
