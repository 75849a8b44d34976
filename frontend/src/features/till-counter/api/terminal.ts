// Card readers at the till (decision 280): the registered readers, a card payment sent to one, read
// every second while it waits on the reader, and cancelled there.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { tillRoutes } from '../../../../../shared/api/routes/till';
import type { StartTerminalPaymentRequest } from '../../../../../shared/schemas/sales/terminal';
import { apiCall } from '../../../lib/api-client';

export const terminalReadersQueryOptions = () =>
  queryOptions({
    queryKey: [tillRoutes.listTerminalReaders.path],
    queryFn: ({ signal }) => apiCall(tillRoutes.listTerminalReaders, { signal }),
  });

export const useTerminalReaders = () => useQuery(terminalReadersQueryOptions());

const POLL_MS = 1000;

export const useTerminalPayment = (paymentKey: string | null) =>
  useQuery({
    queryKey: [tillRoutes.getTerminalPayment.path, paymentKey],
    queryFn: ({ signal }) => apiCall(tillRoutes.getTerminalPayment, { params: { paymentKey: paymentKey! }, signal }),
    enabled: paymentKey !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? POLL_MS : false),
  });

export const useStartTerminalPayment = () =>
  useMutation({ mutationFn: (body: StartTerminalPaymentRequest) => apiCall(tillRoutes.startTerminalPayment, { body }), retry: false });

export const useCancelTerminalPayment = () =>
  useMutation({ mutationFn: (paymentKey: string) => apiCall(tillRoutes.cancelTerminalPayment, { params: { paymentKey } }), retry: false });
