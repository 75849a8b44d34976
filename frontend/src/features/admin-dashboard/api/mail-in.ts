// The mail-in queue: orders awaiting their device (mark received: a job is opened with the intake)
// and received ones (mark returned with the courier's tracking reference). Writes are not retried.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailInRoutes } from '../../../../../shared/api/routes/mail-in';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import type { ReceiveMailInRequest } from '../../../../../shared/schemas/mail-in';
import { apiCall } from '../../../lib/api-client';

export type QueueState = 'Awaiting device' | 'Received';

export const mailInQueueQueryOptions = (state: QueueState) =>
  queryOptions({
    queryKey: [mailInRoutes.listMailInOrders.path, state],
    queryFn: ({ signal }) => apiCall(mailInRoutes.listMailInOrders, { query: { state }, signal }),
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
      void queryClient.invalidateQueries({ queryKey: [mailInRoutes.listMailInOrders.path] });
      void queryClient.invalidateQueries({ queryKey: [repairRoutes.getRepairsDashboard.path] });
    },
  });
}

export const useReceiveMailIn = () =>
  useQueueWrite(({ reference, body }: { reference: string; body: ReceiveMailInRequest }) => apiCall(mailInRoutes.receiveMailInOrder, { params: { reference }, body }));

export const useReturnMailIn = () =>
  useQueueWrite(({ reference, trackingReference }: { reference: string; trackingReference: string }) =>
    apiCall(mailInRoutes.returnMailInOrder, { params: { reference }, body: { trackingReference } }),
  );
