// The card readers registered for the till (decision 280): the list (the till's own query) and a registration.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tillRoutes } from '../../../../../shared/api/routes/till';
import type { RegisterReaderRequest, UpdateReaderRequest } from '../../../../../shared/schemas/sales/terminal';
import { apiCall } from '../../../lib/api-client';

export const cardReadersQueryOptions = () =>
  queryOptions({
    queryKey: [tillRoutes.listTerminalReaders.path],
    queryFn: ({ signal }) => apiCall(tillRoutes.listTerminalReaders, { signal }),
  });

export const useCardReaders = () => useQuery(cardReadersQueryOptions());

export function useRegisterCardReader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterReaderRequest) => apiCall(tillRoutes.registerTerminalReader, { body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardReadersQueryOptions().queryKey }),
  });
}

export function useUpdateCardReader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ readerId, ...body }: UpdateReaderRequest & { readerId: string }) => apiCall(tillRoutes.updateTerminalReader, { params: { readerId }, body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardReadersQueryOptions().queryKey }),
  });
}

export function useRemoveCardReader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (readerId: string) => apiCall(tillRoutes.removeTerminalReader, { params: { readerId } }),
    retry: false,
    onSuccess: (data) => queryClient.setQueryData(cardReadersQueryOptions().queryKey, data),
  });
}
