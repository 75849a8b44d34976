// POST /api/claim-job: adds a walk-in job to the signed-in customer's account by its ticket's QR code,
// once they prove it is theirs (a code sent to the email on the ticket, unless that email is theirs).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import type { ClaimJobRequest } from '../../../../../shared/schemas/repairs/job';
import { apiCall } from '../../../lib/api-client';

export function claimJob(body: ClaimJobRequest) {
  return apiCall(routes.claimJob, { body });
}

export function useClaimJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimJob,
    // A claim is judged once: repeating it after a lost answer would report 'already yours'.
    retry: false,
    onSuccess: (_data, { qrCode }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [routes.listMyJobs.path] }),
        // The job's tracking page stops offering the claim.
        queryClient.invalidateQueries({ queryKey: [routes.trackJob.path, qrCode] }),
      ]),
  });
}
