// GET /api/admin/jobs: every job newest first, a cursor page at a time ("Load more"), or a search by
// job number, customer, phone, IMEI or serial (not paged), either narrowed to one status.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import type { JobStatus } from '../../../../../shared/repairs/statuses';
import { apiCall } from '../../../lib/api-client';

export interface JobListFilters {
  q?: string;
  status?: JobStatus;
}

export function getJobList(filters: JobListFilters, cursor: string | undefined, signal?: AbortSignal) {
  return apiCall(repairRoutes.listJobs, {
    query: { ...(filters.q ? { q: filters.q } : {}), ...(filters.status ? { status: filters.status } : {}), ...(cursor ? { cursor } : {}) },
    signal,
  });
}

export const jobListQueryOptions = (filters: JobListFilters) =>
  infiniteQueryOptions({
    queryKey: [repairRoutes.listJobs.path, filters],
    queryFn: ({ pageParam, signal }) => getJobList(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export const useJobList = (filters: JobListFilters) => useInfiniteQuery(jobListQueryOptions(filters));
