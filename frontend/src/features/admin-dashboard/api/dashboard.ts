// GET /api/admin/repairs-dashboard: jobs by status, ready for collection, overdue and today's
// bookings, in one answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import { apiCall } from '../../../lib/api-client';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [repairRoutes.getRepairsDashboard.path],
    queryFn: ({ signal }) => apiCall(repairRoutes.getRepairsDashboard, { signal }),
    staleTime: 0,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
