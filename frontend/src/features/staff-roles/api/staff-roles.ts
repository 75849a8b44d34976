// The owner's role editor (/admin/roles, decision 265): the roles, and the changes made to them. The
// list is also what a role picker offers (built-in and custom roles alike).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffRoleRoutes } from '../../../../../shared/api/routes/staff-roles';
import type { StaffRoleInput, StaffRoleView } from '../../../../../shared/schemas/staff-roles';
import { apiCall } from '../../../lib/api-client';

export const staffRolesQueryOptions = () =>
  queryOptions({
    queryKey: [staffRoleRoutes.listStaffRoles.path],
    queryFn: ({ signal }) => apiCall(staffRoleRoutes.listStaffRoles, { signal }),
  });

export const useStaffRoles = () => useQuery(staffRolesQueryOptions());

/** Every change refreshes the list: names, permissions and member counts. */
function useRoleWrite<Input, Result extends StaffRoleView | { ok: boolean }>(write: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffRolesQueryOptions().queryKey, exact: true }),
  });
}

export const useCreateStaffRole = () => useRoleWrite((body: StaffRoleInput) => apiCall(staffRoleRoutes.createStaffRole, { body }));
export const useUpdateStaffRole = (roleId: string) =>
  useRoleWrite((body: StaffRoleInput) => apiCall(staffRoleRoutes.updateStaffRole, { params: { roleId }, body }));
export const useResetStaffRole = (roleId: string) => useRoleWrite(() => apiCall(staffRoleRoutes.resetStaffRole, { params: { roleId } }));
export const useDeleteStaffRole = (roleId: string) => useRoleWrite(() => apiCall(staffRoleRoutes.deleteStaffRole, { params: { roleId } }));
