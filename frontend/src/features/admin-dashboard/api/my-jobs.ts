// GET /api/admin/my-jobs: the signed-in member's open jobs by promised date and their running timer (decision 261).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workshopRoutes } from '../../../../../shared/api/routes/workshop';
import { apiCall } from '../../../lib/api-client';

export const myJobsQueryOptions = () =>
  queryOptions({
    queryKey: [workshopRoutes.getMyJobs.path],
    queryFn: ({ signal }) => apiCall(workshopRoutes.getMyJobs, { signal }),
    staleTime: 0,
  });

export const useMyJobs = (enabled: boolean) => useQuery({ ...myJobsQueryOptions(), enabled });
