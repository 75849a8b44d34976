// GET /api/admin/vat-return: the nine boxes of a range of London days and the lines behind them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportRoutes } from '../../../../../shared/api/routes/reports';
import { apiCall } from '../../../lib/api-client';
import type { DayRange } from './profit-loss';

export const vatReturnQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: [reportRoutes.getVatReturn.path, range],
    queryFn: ({ signal }) => apiCall(reportRoutes.getVatReturn, { query: range, signal }),
  });

export const useVatReturn = (range: DayRange) => useQuery(vatReturnQueryOptions(range));
