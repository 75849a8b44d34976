// GET /api/user/sessions, DELETE /api/user/sessions/{sessionId}, POST /api/user/sessions/end-others:
// the browsers and devices signed in to the account, and ending them.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountRoutes } from '../../../../../shared/api/routes/accounts';
import { apiCall } from '../../../lib/api-client';

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: [accountRoutes.listSessions.path],
    queryFn: ({ signal }) => apiCall(accountRoutes.listSessions, { signal }),
    staleTime: 0,
  });

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiCall(accountRoutes.endSession, { params: { sessionId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(accountRoutes.endOtherSessions),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
