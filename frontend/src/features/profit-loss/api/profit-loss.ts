// GET /api/admin/profit-loss: the statement for a range of London days.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportRoutes } from '../../../../../shared/api/routes/reports';
import { apiCall } from '../../../lib/api-client';

export interface DayRange {
  from: string;
  to: string;
}

export const profitLossQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: [reportRoutes.getProfitLoss.path, range],
    queryFn: ({ signal }) => apiCall(reportRoutes.getProfitLoss, { query: range, signal }),
  });

export const useProfitLoss = (range: DayRange) => useQuery(profitLossQueryOptions(range));
