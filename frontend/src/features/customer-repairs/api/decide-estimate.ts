// POST /api/my/jobs/{qrCode}/estimate-decision: the customer approves or declines the estimate.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import { apiCall } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';

export type EstimateDecision = 'approve' | 'decline';

export function decideEstimate(qrCode: string, decision: EstimateDecision) {
  return apiCall(repairRoutes.decideEstimate, { params: { qrCode }, body: { decision } });
}

export function useDecideEstimate(qrCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: EstimateDecision) => decideEstimate(qrCode, decision),
    retry: false,
    // Said here, not by the buttons: the answer replaces them, so they are gone when it arrives.
    onSuccess: (job, decision) => {
      toast({
        title: decision === 'approve' ? 'Estimate approved' : 'Estimate declined',
        description: decision === 'approve' ? `We will start repair ${job.jobNumber}.` : `We will get repair ${job.jobNumber} ready to return to you.`,
        variant: 'success',
      });
      queryClient.setQueryData([repairRoutes.getMyJob.path, qrCode], job);
      return queryClient.invalidateQueries({ queryKey: [repairRoutes.listMyJobs.path] });
    },
    onError: (error) => toast({ title: 'We could not record your answer', description: serverMessage(error), variant: 'destructive' }),
  });
}
