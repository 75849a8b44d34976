// POST /api/admin/jobs: a walk-in intake. Never retried: a repeat after a lost answer opens two jobs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import type { OpenJobRequest } from '../../../../../shared/schemas/repairs/job';
import { apiCall } from '../../../lib/api-client';
import { setJobSheet } from './job-sheet';

export function useOpenJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenJobRequest) => apiCall(repairRoutes.openJob, { body }),
    retry: false,
    onSuccess: (job) => setJobSheet(queryClient, job),
  });
}
