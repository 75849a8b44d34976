// The signed-in customer's own details: PATCH profile, change email (re-verified), change password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountRoutes } from '../../../../../shared/api/routes/accounts';
import type { ChangeEmailRequest, ChangePasswordRequest, UpdateProfileRequest } from '../../../../../shared/schemas/profile';
import { apiCall } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/auth';

export function updateProfile(body: UpdateProfileRequest) {
  return apiCall(accountRoutes.updateProfile, { body });
}

export function changeEmail(body: ChangeEmailRequest) {
  return apiCall(accountRoutes.changeEmail, { body });
}

export function changePassword(body: ChangePasswordRequest) {
  return apiCall(accountRoutes.changePassword, { body });
}

/** The answer is the updated user: it replaces the cached one, keeping a member of staff's permissions (only GET /api/user and sign-in answer them). */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) =>
      client.setQueryData(userQueryOptions().queryKey, (cached) => (cached?.permissions ? { ...user, permissions: cached.permissions } : user)),
  });
}

/** The new address waits as pendingEmail until its link is clicked. */
export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    // Each request emails both addresses: never sent twice for one click.
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
  });
}

// Not retried: after a lost answer the password is already changed and a repeat would be refused.
export const useChangePassword = () => useMutation({ mutationFn: changePassword, retry: false });
