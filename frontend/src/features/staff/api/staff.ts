// The Staff page's reads and writes (issue 28, docs/api/staff.md): the members, the open invitations,
// and the owner's changes to either.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffRoutes } from '../../../../../shared/api/routes/staff';
import type { ChangeStaffRoleRequest, InviteStaffRequest } from '../../../../../shared/schemas/staff';
import { apiCall } from '../../../lib/api-client';

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: [staffRoutes.listStaff.path],
    queryFn: ({ signal }) => apiCall(staffRoutes.listStaff, { signal }),
  });

export const staffInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: [staffRoutes.listStaffInvitations.path],
    queryFn: ({ signal }) => apiCall(staffRoutes.listStaffInvitations, { signal }),
  });

export const useStaff = () => useQuery(staffQueryOptions());
/** Only asked by a role that may manage staff: the list answers 403 to the others. */
export const useStaffInvitations = () => useQuery(staffInvitationsQueryOptions());

/** A write, then the list it changed read again. */
function useStaffWrite<Input, Result>(write: (input: Input) => Promise<Result>, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey, exact: true }),
  });
}

export const useInviteStaff = () =>
  useStaffWrite((body: InviteStaffRequest) => apiCall(staffRoutes.inviteStaff, { body }), staffInvitationsQueryOptions().queryKey);
export const useWithdrawStaffInvitation = (inviteId: string) =>
  useStaffWrite(() => apiCall(staffRoutes.withdrawStaffInvitation, { params: { inviteId } }), staffInvitationsQueryOptions().queryKey);
export const useChangeStaffRole = (userId: string) =>
  useStaffWrite((body: ChangeStaffRoleRequest) => apiCall(staffRoutes.changeStaffRole, { params: { userId }, body }), staffQueryOptions().queryKey);
export const useSetStaffSuspension = (userId: string) =>
  useStaffWrite((suspended: boolean) => apiCall(staffRoutes.setStaffSuspension, { params: { userId }, body: { suspended } }), staffQueryOptions().queryKey);
export const useResetStaffTwoFactor = (userId: string) =>
  useStaffWrite(() => apiCall(staffRoutes.resetStaffTwoFactor, { params: { userId } }), staffQueryOptions().queryKey);

