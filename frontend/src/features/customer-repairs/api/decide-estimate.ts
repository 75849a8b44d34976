// POST /api/my/jobs/{qrCode}/estimate-decision: the customer approves or declines the estimate.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import { apiCall } from '../../../lib/api-client';

export type EstimateDecision = 'approve' | 'decline';

export function decideEstimate(qrCode: string, decision: EstimateDecision) {
  return apiCall(routes.decideEstimate, { params: { qrCode }, body: { decision } });
}

export function useDecideEstimate(qrCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: EstimateDecision) => decideEstimate(qrCode, decision),
    retry: false,
    onSuccess: (job) => {
      queryClient.setQueryData([routes.getMyJob.path, qrCode], job);
      return queryClient.invalidateQueries({ queryKey: [routes.listMyJobs.path] });
    },
  });
}
