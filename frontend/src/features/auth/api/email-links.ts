// The emailed-link endpoints: verify an address, send a new verification link, forgot and reset password.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { accountRoutes } from '../../../../../shared/api/routes/accounts';
import type { EmailOnlyRequest, ResetPasswordRequest } from '../../../../../shared/schemas/auth';
import { apiCall } from '../../../lib/api-client';

export function verifyEmail(token: string) {
  return apiCall(accountRoutes.verifyEmail, { body: { token } });
}

export function resendVerification(body: EmailOnlyRequest) {
  return apiCall(accountRoutes.resendVerification, { body });
}

export function forgotPassword(body: EmailOnlyRequest) {
  return apiCall(accountRoutes.forgotPassword, { body });
}

export function checkResetToken(token: string, signal?: AbortSignal) {
  return apiCall(accountRoutes.checkResetToken, { params: { token }, signal });
}

export function resetPassword(body: ResetPasswordRequest) {
  return apiCall(accountRoutes.resetPassword, { body });
}

// Links work once: a repeat after a lost answer would report the used link as invalid.
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail, retry: false });
// Each email counts towards the hourly limit of 3: never sent twice for one click.
export const useResendVerification = () => useMutation({ mutationFn: resendVerification, retry: false });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, retry: false });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword, retry: false });

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [accountRoutes.checkResetToken.path, token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    // The link's state changes when it is used or a newer one is sent: always ask.
    staleTime: 0,
    gcTime: 0,
  });
