// The admin timeout endpoints: the settings and this session's state, saving them, the passcode
// (verify, change), emergency recovery, and the activity ping. The dialog and the prompt use these.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSecurityRoutes } from '../../../../../shared/api/routes/admin-security';
import type { TimeoutSettingsRequest } from '../../../../../shared/schemas/admin-security';
import { EMERGENCY_RECOVERY_PHONE } from '../../../../../shared/admin-timeout';
import { apiCall } from '../../../lib/api-client';

export const timeoutSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [adminSecurityRoutes.getAdminTimeoutSettings.path],
    queryFn: ({ signal }) => apiCall(adminSecurityRoutes.getAdminTimeoutSettings, { signal }),
    // The dialog shows what the server enforces now, never a copy from minutes ago.
    staleTime: 0,
    retry: false,
  });

export const useTimeoutSettings = () => useQuery(timeoutSettingsQueryOptions());

export function saveTimeoutSettings(body: TimeoutSettingsRequest) {
  return apiCall(adminSecurityRoutes.updateAdminTimeoutSettings, { body });
}

export function changePasscode(newPasscode: string) {
  return apiCall(adminSecurityRoutes.changeAdminPasscode, { body: { newPasscode } });
}

/** Success is judged by the status only (SPEC section 7). */
export function verifyPincode(pincode: string) {
  return apiCall(adminSecurityRoutes.verifyAdminPincode, { body: { pincode } });
}

/** Emergency recovery: the signed-in admin's password, posted with the literal phone 'Admin'. */
export function verifyAdminPassword(password: string) {
  return apiCall(adminSecurityRoutes.recoverAdminSession, { body: { phone: EMERGENCY_RECOVERY_PHONE, password } });
}

/** Tells the server the admin is using the page; a 423 reply raises the passcode prompt. */
export function recordActivity() {
  return apiCall(adminSecurityRoutes.recordAdminActivity);
}
