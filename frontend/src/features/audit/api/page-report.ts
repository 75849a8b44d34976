// GET /api/admin/reports/page-views: views per day and top pages for a range of London days.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditRoutes } from '../../../../../shared/api/routes/audit';
import { apiCall } from '../../../lib/api-client';

export interface ReportRange {
  from: string;
  to: string;
}

export function getPageReport(range: ReportRange, signal?: AbortSignal) {
  return apiCall(auditRoutes.getPageReport, { query: { ...range, top: 10 }, signal });
}

export const pageReportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: [auditRoutes.getPageReport.path, range],
    queryFn: ({ signal }) => getPageReport(range, signal),
  });

export const usePageReport = (range: ReportRange) => useQuery(pageReportQueryOptions(range));
