// POST /api/user/loyalty/claims: claims a receipt's points for the signed-in member.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loyaltyRoutes } from '../../../../../shared/api/routes/loyalty';
import { getReceipt } from '../../../../../shared/api/routes/receipts';
import { apiCall } from '../../../lib/api-client';

export function claimReceipt(code: string) {
  return apiCall(loyaltyRoutes.claimReceiptPoints, { body: { code } });
}

export function useClaimReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReceipt,
    // Judged once by the server: a claim lost on the way is answered the same when asked again by hand.
    retry: false,
    onSuccess: (_data, code) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [loyaltyRoutes.getMyLoyalty.path] }),
        queryClient.invalidateQueries({ queryKey: [getReceipt.path, code] }),
      ]),
  });
}
