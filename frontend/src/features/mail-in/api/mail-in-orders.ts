// The signed-in customer's mail-in orders: place one, list them, read one, cancel one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import type { CreateMailInOrderRequest, MailInOrderDetail } from '../../../../../shared/schemas/mail-in';
import { apiCall } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';

export const myMailInOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [routes.listMyMailInOrders.path],
    queryFn: ({ signal }) => apiCall(routes.listMyMailInOrders, { signal }),
  });

export const myMailInOrderQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: [routes.getMyMailInOrder.path, reference],
    queryFn: ({ signal }) => apiCall(routes.getMyMailInOrder, { params: { reference }, signal }),
  });

export function useCreateMailInOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMailInOrderRequest) => apiCall(routes.createMailInOrder, { body }),
    // A repeat after a lost answer would place a second order.
    retry: false,
    onSuccess: (detail) => {
      queryClient.setQueryData([routes.getMyMailInOrder.path, detail.order.reference], detail);
      return queryClient.invalidateQueries({ queryKey: [routes.listMyMailInOrders.path] });
    },
  });
}

export function useCancelMailInOrder(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(routes.cancelMyMailInOrder, { params: { reference } }),
    retry: false,
    onSuccess: (order) => {
      toast({ title: 'Mail-in order cancelled', description: `${order.reference} is cancelled.`, variant: 'success' });
      queryClient.setQueryData<MailInOrderDetail>([routes.getMyMailInOrder.path, reference], (detail) => (detail ? { ...detail, order } : detail));
      return queryClient.invalidateQueries({ queryKey: [routes.listMyMailInOrders.path] });
    },
    onError: (error) => toast({ title: 'We could not cancel it', description: serverMessage(error), variant: 'destructive' }),
  });
}
