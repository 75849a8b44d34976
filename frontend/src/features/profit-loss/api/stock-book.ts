// GET /api/admin/stock-book: the margin scheme stock book of a range of London days (decision 355).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportRoutes } from '../../../../../shared/api/routes/reports';
import { apiCall } from '../../../lib/api-client';
import type { DayRange } from './profit-loss';

export const stockBookQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: [reportRoutes.getStockBook.path, range],
    queryFn: ({ signal }) => apiCall(reportRoutes.getStockBook, { query: range, signal }),
  });

export const useStockBook = (range: DayRange) => useQuery(stockBookQueryOptions(range));
