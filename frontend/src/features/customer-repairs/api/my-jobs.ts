// GET /api/my/jobs and GET /api/my/jobs/{qrCode}: the signed-in customer's repairs, and one of them.
import { queryOptions } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import { apiCall } from '../../../lib/api-client';

export function listMyJobs(signal?: AbortSignal) {
  return apiCall(repairRoutes.listMyJobs, { signal });
}

export const myJobsQueryOptions = () =>
  queryOptions({
    queryKey: [repairRoutes.listMyJobs.path],
    queryFn: ({ signal }) => listMyJobs(signal),
  });

export function getMyJob(qrCode: string, signal?: AbortSignal) {
  return apiCall(repairRoutes.getMyJob, { params: { qrCode }, signal });
}

export const myJobQueryOptions = (qrCode: string) =>
  queryOptions({
    queryKey: [repairRoutes.getMyJob.path, qrCode],
    queryFn: ({ signal }) => getMyJob(qrCode, signal),
    // The workshop moves jobs on all day: show the status as it is now.
    staleTime: 0,
  });
