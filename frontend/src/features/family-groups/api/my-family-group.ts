// The signed-in customer's family group: read it, start one, invite, withdraw or remove, join, leave.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { familyGroupRoutes } from '../../../../../shared/api/routes/family-groups';
import type { MyFamilyGroup } from '../../../../../shared/schemas/loyalty/family-group';
import { apiCall } from '../../../lib/api-client';

export const myFamilyGroupQueryOptions = () =>
  queryOptions({
    queryKey: [familyGroupRoutes.getMyFamilyGroup.path],
    queryFn: ({ signal }) => apiCall(familyGroupRoutes.getMyFamilyGroup, { signal }),
  });

export const useMyFamilyGroup = () => useQuery(myFamilyGroupQueryOptions());

/** A change whose reply is the new state of the group: it replaces the cached one. */
function useGroupChange<Input>(change: (input: Input) => Promise<MyFamilyGroup>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    retry: false,
    onSuccess: (group) => queryClient.setQueryData(myFamilyGroupQueryOptions().queryKey, group),
  });
}

export const useStartFamilyGroup = () => useGroupChange((name: string) => apiCall(familyGroupRoutes.createMyFamilyGroup, { body: { name } }));
export const useInviteFamilyMember = () => useGroupChange((email: string) => apiCall(familyGroupRoutes.inviteFamilyMember, { body: { email } }));
export const useCancelFamilyInvitation = () =>
  useGroupChange((inviteId: string) => apiCall(familyGroupRoutes.cancelFamilyInvitation, { params: { inviteId } }));
export const useRemoveMyFamilyMember = () => useGroupChange((userId: string) => apiCall(familyGroupRoutes.removeMyFamilyMember, { params: { userId } }));
export const useJoinFamilyGroup = () => useGroupChange((token: string) => apiCall(familyGroupRoutes.joinFamilyGroup, { body: { token } }));
export const useLeaveFamilyGroup = () => useGroupChange(() => apiCall(familyGroupRoutes.leaveFamilyGroup));
