// GET /api/admin/repairs-dashboard: jobs by status, ready for collection, overdue and today's
// bookings, in one answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import { apiCall } from '../../../lib/api-client';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [routes.getRepairsDashboard.path],
    queryFn: ({ signal }) => apiCall(routes.getRepairsDashboard, { signal }),
    staleTime: 0,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
