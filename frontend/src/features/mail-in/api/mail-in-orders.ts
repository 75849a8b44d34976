// The signed-in customer's mail-in orders: place one, list them, read one, cancel one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { mailInRoutes } from '../../../../../shared/api/routes/mail-in';
import type { CreateMailInOrderRequest, MailInOrderDetail } from '../../../../../shared/schemas/mail-in';
import { apiCall } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';

export const myMailInOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [mailInRoutes.listMyMailInOrders.path],
    queryFn: ({ signal }) => apiCall(mailInRoutes.listMyMailInOrders, { signal }),
  });

export const myMailInOrderQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: [mailInRoutes.getMyMailInOrder.path, reference],
    queryFn: ({ signal }) => apiCall(mailInRoutes.getMyMailInOrder, { params: { reference }, signal }),
  });

export function useCreateMailInOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMailInOrderRequest) => apiCall(mailInRoutes.createMailInOrder, { body }),
    // A repeat after a lost answer would place a second order.
    retry: false,
    onSuccess: (detail) => {
      queryClient.setQueryData([mailInRoutes.getMyMailInOrder.path, detail.order.reference], detail);
      return queryClient.invalidateQueries({ queryKey: [mailInRoutes.listMyMailInOrders.path] });
    },
  });
}

export function useCancelMailInOrder(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(mailInRoutes.cancelMyMailInOrder, { params: { reference } }),
    retry: false,
    onSuccess: (order) => {
      toast({ title: 'Mail-in order cancelled', description: `${order.reference} is cancelled.`, variant: 'success' });
      queryClient.setQueryData<MailInOrderDetail>([mailInRoutes.getMyMailInOrder.path, reference], (detail) => (detail ? { ...detail, order } : detail));
      return queryClient.invalidateQueries({ queryKey: [mailInRoutes.listMyMailInOrders.path] });
    },
    onError: (error) => toast({ title: 'We could not cancel it', description: serverMessage(error), variant: 'destructive' }),
  });
}
