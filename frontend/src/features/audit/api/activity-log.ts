// GET /api/admin/activity-log: the activity log, one cursor page at a time ("Load more").
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { auditRoutes } from '../../../../../shared/api/routes/audit';
import type { AuditAction } from '../../../../../shared/audit-actions';
import { apiCall } from '../../../lib/api-client';

export interface ActivityLogFilters {
  action?: AuditAction;
  user?: string;
  from?: string;
  to?: string;
}

export const ACTIVITY_LOG_PAGE_SIZE = 50;

export function getActivityLog(filters: ActivityLogFilters, cursor: string | undefined, signal?: AbortSignal) {
  return apiCall(auditRoutes.listActivityLog, {
    query: { ...filters, limit: ACTIVITY_LOG_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

export const activityLogQueryOptions = (filters: ActivityLogFilters) =>
  infiniteQueryOptions({
    queryKey: [auditRoutes.listActivityLog.path, filters],
    queryFn: ({ pageParam, signal }) => getActivityLog(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    // The log grows while the admin reads it: a fresh look each time the page opens.
    staleTime: 0,
  });

export const useActivityLog = (filters: ActivityLogFilters) => useInfiniteQuery(activityLogQueryOptions(filters));
