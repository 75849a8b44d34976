// /staff-invitation/{token}: the emailed link's check and the new member's account (decision 256).
import { queryOptions, useMutation } from '@tanstack/react-query';
import { staffRoutes } from '../../../../../shared/api/routes/staff';
import type { AcceptStaffInvitationRequest } from '../../../../../shared/schemas/staff';
import { apiCall } from '../../../lib/api-client';

export const staffInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [staffRoutes.checkStaffInvitation.path, token],
    queryFn: ({ signal }) => apiCall(staffRoutes.checkStaffInvitation, { params: { token }, signal }),
  });

// The link works once: a failed acceptance is never repeated.
export const useAcceptStaffInvitation = () =>
  useMutation({ mutationFn: (body: AcceptStaffInvitationRequest) => apiCall(staffRoutes.acceptStaffInvitation, { body }), retry: false });
