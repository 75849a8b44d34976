// Loyalty members for staff: the list (balance, tier), one member's ledger, and a manual adjustment.
// The routes are the loyalty area's (shared/api/routes/loyalty.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loyaltyRoutes } from '../../../../../shared/api/routes/loyalty';
import type { AdjustPointsRequest } from '../../../../../shared/schemas/loyalty/ledger';
import { apiCall } from '../../../lib/api-client';

export const membersQueryOptions = () =>
  queryOptions({
    queryKey: [loyaltyRoutes.listLoyaltyMembers.path],
    queryFn: ({ signal }) => apiCall(loyaltyRoutes.listLoyaltyMembers, { signal }),
  });

export const memberLedgerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [loyaltyRoutes.listLoyaltyMembers.path, userId],
    queryFn: ({ signal }) => apiCall(loyaltyRoutes.getLoyaltyMember, { params: { userId }, signal }),
  });

export const useMembers = () => useQuery(membersQueryOptions());
export const useMemberLedger = (userId: string) => useQuery(memberLedgerQueryOptions(userId));

export function useAdjustPoints(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustPointsRequest) => apiCall(loyaltyRoutes.adjustLoyaltyPoints, { params: { userId }, body }),
    retry: false,
    onSuccess: (ledger) => {
      queryClient.setQueryData(memberLedgerQueryOptions(userId).queryKey, ledger);
      return queryClient.invalidateQueries({ queryKey: membersQueryOptions().queryKey, exact: true });
    },
  });
}
