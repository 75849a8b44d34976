// The workshop board's columns: GET /api/admin/jobs?status=&order=oldest per active status, the 50
// waiting longest, refetched every 30 s (the one page that polls: a wall screen nobody touches).
import { queryOptions, useQueries } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import type { JobStatus } from '../../../../../shared/repairs/statuses';
import { apiCall } from '../../../lib/api-client';

export const BOARD_REFRESH_MS = 30_000;

export const boardColumnQueryOptions = (status: JobStatus) =>
  queryOptions({
    queryKey: [repairRoutes.listJobs.path, { status, order: 'oldest' }, 'board'],
    queryFn: ({ signal }) => apiCall(repairRoutes.listJobs, { query: { status, order: 'oldest' }, signal }),
    refetchInterval: BOARD_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

export const useBoardColumns = (statuses: readonly JobStatus[]) => useQueries({ queries: statuses.map(boardColumnQueryOptions) });
