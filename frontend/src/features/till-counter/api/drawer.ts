// The cash drawer: the open session (with its running Z figures), opening it with a float, cash in
// and out, and closing it with the count. Each write answers the session, which replaces the query.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tillRoutes } from '../../../../../shared/api/routes/till';
import type { DrawerSession } from '../../../../../shared/schemas/sales/drawer';
import { apiCall } from '../../../lib/api-client';

export const currentDrawerQueryOptions = () =>
  queryOptions({
    queryKey: [tillRoutes.getCurrentDrawer.path],
    queryFn: ({ signal }) => apiCall(tillRoutes.getCurrentDrawer, { signal }),
    staleTime: 0,
  });

export const useCurrentDrawer = () => useQuery(currentDrawerQueryOptions());

export const useDrawerSession = (sessionId: string) =>
  useQuery({
    queryKey: [tillRoutes.getDrawerSession.path, sessionId],
    queryFn: ({ signal }) => apiCall(tillRoutes.getDrawerSession, { params: { sessionId }, signal }),
  });

function useDrawerWrite<Input>(write: (input: Input) => Promise<DrawerSession>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: (session) => {
      queryClient.setQueryData(currentDrawerQueryOptions().queryKey, { session: session.status === 'open' ? session : null });
      queryClient.setQueryData([tillRoutes.getDrawerSession.path, session.sessionId], session);
    },
  });
}

export const useOpenDrawer = () => useDrawerWrite((floatPence: number) => apiCall(tillRoutes.openDrawer, { body: { floatPence } }));

export const useMoveCash = () =>
  useDrawerWrite((body: { kind: 'cash-in' | 'cash-out'; amountPence: number; reason: string }) => apiCall(tillRoutes.moveDrawerCash, { body }));

export const useCloseDrawer = () =>
  useDrawerWrite((body: { sessionId: string; count: Record<string, number>; approvalId?: string }) => apiCall(tillRoutes.closeDrawer, { body }));
