// GET /api/site-status: which services are open and today's hours (pages that show a switched-off
// service's notice, and /site-functionality).
import { queryOptions } from '@tanstack/react-query';
import { getSiteStatus } from '../../../shared/api/routes/site-status';
import { apiCall } from './api-client';

export const siteStatusQueryOptions = () =>
  queryOptions({
    queryKey: [getSiteStatus.path],
    queryFn: ({ signal }) => apiCall(getSiteStatus, { signal }),
    staleTime: 30_000,
  });
