// Who a job is assigned to (decision 261): the active members of staff to choose from, and the
// assignment, whose answer replaces the cached sheet. "My jobs" is read on the dashboard.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workshopRoutes } from '../../../../../shared/api/routes/workshop';
import { apiCall } from '../../../lib/api-client';
import { setJobSheet } from './job-sheet';

export const assigneesQueryOptions = () =>
  queryOptions({
    queryKey: [workshopRoutes.listAssignees.path],
    queryFn: ({ signal }) => apiCall(workshopRoutes.listAssignees, { signal }),
  });

export const useAssignees = (enabled: boolean) => useQuery({ ...assigneesQueryOptions(), enabled });

export function useAssignJob(qrCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string | null) => apiCall(workshopRoutes.assignJob, { params: { qrCode }, body: { userId } }),
    retry: false,
    onSuccess: (job) => {
      setJobSheet(queryClient, job);
      void queryClient.invalidateQueries({ queryKey: [workshopRoutes.getMyJobs.path] });
    },
  });
}
