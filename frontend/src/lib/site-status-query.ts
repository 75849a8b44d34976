// GET /api/site-status: which services are open and today's hours (pages that show a switched-off
// service's notice, and /site-functionality).
import { queryOptions } from '@tanstack/react-query';
import { settingsRoutes } from '../../../shared/api/routes/settings';
import { apiCall } from './api-client';

export const siteStatusQueryOptions = () =>
  queryOptions({
    queryKey: [settingsRoutes.getSiteStatus.path],
    queryFn: ({ signal }) => apiCall(settingsRoutes.getSiteStatus, { signal }),
    staleTime: 30_000,
  });
