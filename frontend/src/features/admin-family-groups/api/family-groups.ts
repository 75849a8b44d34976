// Staff's family groups (/admin/family-groups): the list, one group, and the changes staff make.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { familyGroupRoutes } from '../../../../../shared/api/routes/family-groups';
import type { FamilyGroup } from '../../../../../shared/schemas/loyalty/family-group';
import { apiCall } from '../../../lib/api-client';

export const familyGroupsQueryOptions = () =>
  queryOptions({
    queryKey: [familyGroupRoutes.listFamilyGroups.path],
    queryFn: ({ signal }) => apiCall(familyGroupRoutes.listFamilyGroups, { signal }),
  });

export const familyGroupQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: [familyGroupRoutes.listFamilyGroups.path, groupId],
    queryFn: ({ signal }) => apiCall(familyGroupRoutes.getFamilyGroup, { params: { groupId }, signal }),
  });

export const useFamilyGroups = () => useQuery(familyGroupsQueryOptions());
export const useFamilyGroup = (groupId: string) => useQuery(familyGroupQueryOptions(groupId));

/** Every change refreshes the list (names and counts) and stores the group's new state. */
function useGroupWrite<Input>(write: (input: Input) => Promise<FamilyGroup | { ok: boolean }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: (result) => {
      if ('id' in result) queryClient.setQueryData(familyGroupQueryOptions(result.id).queryKey, result);
      return queryClient.invalidateQueries({ queryKey: familyGroupsQueryOptions().queryKey, exact: true });
    },
  });
}

export const useCreateFamilyGroup = () =>
  useGroupWrite((input: { name: string; ownerEmail: string }) => apiCall(familyGroupRoutes.createFamilyGroup, { body: input }));
export const useRenameFamilyGroup = (groupId: string) =>
  useGroupWrite((name: string) => apiCall(familyGroupRoutes.renameFamilyGroup, { params: { groupId }, body: { name } }));
export const useAddFamilyMember = (groupId: string) =>
  useGroupWrite((email: string) => apiCall(familyGroupRoutes.addFamilyMember, { params: { groupId }, body: { email } }));
export const useRemoveFamilyMember = (groupId: string) =>
  useGroupWrite((userId: string) => apiCall(familyGroupRoutes.removeFamilyMember, { params: { groupId, userId } }));
export const useDissolveFamilyGroup = (groupId: string) => useGroupWrite(() => apiCall(familyGroupRoutes.dissolveFamilyGroup, { params: { groupId } }));
