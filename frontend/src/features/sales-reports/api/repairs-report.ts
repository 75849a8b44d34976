// GET /api/admin/reports/repairs: jobs collected, turnaround, top models and repair types, technicians.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportRoutes } from '../../../../../shared/api/routes/reports';
import { apiCall } from '../../../lib/api-client';

export const repairsReportQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [reportRoutes.getRepairsReport.path, range],
    queryFn: ({ signal }) => apiCall(reportRoutes.getRepairsReport, { query: range, signal }),
  });

export const useRepairsReport = (range: { from: string; to: string }) => useQuery(repairsReportQueryOptions(range));
