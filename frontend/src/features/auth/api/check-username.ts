import { queryOptions } from '@tanstack/react-query';
import { accountRoutes } from '../../../../../shared/api/routes/accounts';
import { apiCall } from '../../../lib/api-client';

export function checkUsername(username: string, signal?: AbortSignal) {
  return apiCall(accountRoutes.checkUsername, { params: { username }, signal });
}

export const usernameCheckQueryOptions = (username: string) =>
  queryOptions({
    queryKey: [accountRoutes.checkUsername.path, username],
    queryFn: ({ signal }) => checkUsername(username, signal),
    // A name can be taken at any moment: always ask again, and show a failure at once rather than
    // after the default retries' back-off.
    staleTime: 0,
    retry: false,
  });
