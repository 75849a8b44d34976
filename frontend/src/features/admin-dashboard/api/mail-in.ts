// The mail-in queue: orders awaiting their device (mark received: a job is opened with the intake)
// and received ones (mark returned with the courier's tracking reference). Writes are not retried.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import type { ReceiveMailInRequest } from '../../../../../shared/schemas/mail-in';
import { apiCall } from '../../../lib/api-client';

export type QueueState = 'Awaiting device' | 'Received';

export const mailInQueueQueryOptions = (state: QueueState) =>
  queryOptions({
    queryKey: [routes.listMailInOrders.path, state],
    queryFn: ({ signal }) => apiCall(routes.listMailInOrders, { query: { state }, signal }),
    staleTime: 0,
  });

export const useMailInQueue = (state: QueueState) => useQuery(mailInQueueQueryOptions(state));

function useQueueWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    // Not awaited: the caller's own callbacks (going to the new job) run at once, before the queue
    // refetches and the row that started them goes away.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [routes.listMailInOrders.path] });
      void queryClient.invalidateQueries({ queryKey: [routes.getRepairsDashboard.path] });
    },
  });
}

export const useReceiveMailIn = () =>
  useQueueWrite(({ reference, body }: { reference: string; body: ReceiveMailInRequest }) => apiCall(routes.receiveMailInOrder, { params: { reference }, body }));

export const useReturnMailIn = () =>
  useQueueWrite(({ reference, trackingReference }: { reference: string; trackingReference: string }) =>
    apiCall(routes.returnMailInOrder, { params: { reference }, body: { trackingReference } }),
  );
