// /2fa-setup's endpoints: start (QR code and key), enable with a first code, disable.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountRoutes } from '../../../../../shared/api/routes/accounts';
import type { DisableTwoFactorRequest, EnableTwoFactorRequest } from '../../../../../shared/schemas/two-factor';
import { apiCall } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/auth';

export function startTwoFactorSetup() {
  return apiCall(accountRoutes.startTwoFactorSetup);
}

export function enableTwoFactor(body: EnableTwoFactorRequest) {
  return apiCall(accountRoutes.enableTwoFactor, { body });
}

export function disableTwoFactor(body: DisableTwoFactorRequest) {
  return apiCall(accountRoutes.disableTwoFactor, { body });
}

export const useStartTwoFactorSetup = () => useMutation({ mutationFn: startTwoFactorSetup });

/** User.twoFactorEnabled decides which screen shows: refreshed after enable and disable. */
export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    // A code works once: a repeat would be refused and hide that the first one worked.
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
  });
}

export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
  });
}
