import { queryOptions } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import { apiCall } from '../../../lib/api-client';

export function checkUsername(username: string, signal?: AbortSignal) {
  return apiCall(routes.checkUsername, { params: { username }, signal });
}

export const usernameCheckQueryOptions = (username: string) =>
  queryOptions({
    queryKey: [routes.checkUsername.path, username],
    queryFn: ({ signal }) => checkUsername(username, signal),
    // A name can be taken at any moment: always ask again, and show a failure at once rather than
    // after the default retries' back-off.
    staleTime: 0,
    retry: false,
  });
