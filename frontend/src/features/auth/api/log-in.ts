// POST /api/login and POST /api/login/2fa, and what a successful sign-in does to the cache.
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { accountRoutes } from '../../../../../shared/api/routes/accounts';
import type { LoginRequest, TwoFactorLoginRequest } from '../../../../../shared/schemas/auth';
import type { User } from '../../../../../shared/schemas/user';
import { apiCall } from '../../../lib/api-client';
import { forgetCachedData, USER_QUERY_KEY } from '../../../lib/auth';

export function logIn(body: LoginRequest) {
  return apiCall(accountRoutes.logIn, { body });
}

export function logInSecondFactor(body: TwoFactorLoginRequest) {
  return apiCall(accountRoutes.logInSecondFactor, { body });
}

/**
 * The new user goes into the cache at once (the header and the /auth redirect read it there); every
 * other cached answer is dropped (spec section 7 invalidates the user data groups; this also covers
 * bookings, orders and job pages a previous user left behind). A GET /api/user still in flight from
 * before the sign-in is cancelled, so its 401 cannot overwrite the user.
 */
export async function storeSignedInUser(client: QueryClient, user: User): Promise<void> {
  await client.cancelQueries({ queryKey: USER_QUERY_KEY });
  client.setQueryData(USER_QUERY_KEY, user);
  forgetCachedData(client);
}

// Sign-in attempts count towards the lockout and codes work once: a failed attempt is never repeated.
export const useLogIn = () => useMutation({ mutationFn: logIn, retry: false });
export const useLogInSecondFactor = () => useMutation({ mutationFn: logInSecondFactor, retry: false });
