// GET /api/admin/jobs/{qrCode}: the whole job sheet. Every admin write answers the whole sheet, which
// replaces this query's copy (setJobSheet) instead of fetching it again.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { apiCall } from '../../../lib/api-client';

export function getJobSheet(qrCode: string, signal?: AbortSignal) {
  return apiCall(repairRoutes.getJob, { params: { qrCode }, signal });
}

export const jobSheetQueryOptions = (qrCode: string) =>
  queryOptions({
    queryKey: [repairRoutes.getJob.path, qrCode],
    queryFn: ({ signal }) => getJobSheet(qrCode, signal),
  });

export const useJobSheet = (qrCode: string) => useQuery(jobSheetQueryOptions(qrCode));

/** Puts a write's answer in place of the sheet and marks the lists (statuses, totals) as stale. */
export function setJobSheet(queryClient: QueryClient, job: AdminJob): void {
  queryClient.setQueryData(jobSheetQueryOptions(job.qrCode).queryKey, job);
  void queryClient.invalidateQueries({ queryKey: [repairRoutes.listJobs.path] });
  void queryClient.invalidateQueries({ queryKey: [repairRoutes.getRepairsDashboard.path] });
}
