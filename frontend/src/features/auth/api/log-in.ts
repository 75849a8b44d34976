// POST /api/login and POST /api/login/2fa, and what a successful sign-in does to the cache.
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import type { LoginRequest, TwoFactorLoginRequest } from '../../../../../shared/schemas/auth';
import type { User } from '../../../../../shared/schemas/user';
import { apiCall } from '../../../lib/api-client';
import { USER_DATA_PATHS, USER_QUERY_KEY } from '../../../lib/auth';

export function logIn(body: LoginRequest) {
  return apiCall(routes.logIn, { body });
}

export function logInSecondFactor(body: TwoFactorLoginRequest) {
  return apiCall(routes.logInSecondFactor, { body });
}

/**
 * The new user goes into the cache at once (the header and the /auth redirect read it there); every
 * other piece of cached user data is invalidated (spec section 7). A GET /api/user still in flight
 * from before the sign-in is cancelled, so its 401 cannot overwrite the user.
 */
export async function storeSignedInUser(client: QueryClient, user: User): Promise<void> {
  await client.cancelQueries({ queryKey: USER_QUERY_KEY });
  client.setQueryData(USER_QUERY_KEY, user);
  await Promise.all(
    USER_DATA_PATHS.filter((path) => path !== USER_QUERY_KEY[0]).map((path) => client.invalidateQueries({ queryKey: [path] })),
  );
}

// Sign-in attempts count towards the lockout and codes work once: a failed attempt is never repeated.
export const useLogIn = () => useMutation({ mutationFn: logIn, retry: false });
export const useLogInSecondFactor = () => useMutation({ mutationFn: logInSecondFactor, retry: false });
