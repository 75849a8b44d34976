// Staff's online orders: by status, one order, moves and refunds.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRoutes } from '../../../../../shared/api/routes/shop';
import type { OrderMove, OrderStatus } from '../../../../../shared/schemas/shop/order';
import { apiCall } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';

export const shopOrdersQueryOptions = (status: OrderStatus) =>
  queryOptions({ queryKey: [shopRoutes.listShopOrders.path, status], queryFn: ({ signal }) => apiCall(shopRoutes.listShopOrders, { query: { status }, signal }) });

function useOrderMutation<T>(fn: (input: T) => ReturnType<typeof apiCall<typeof shopRoutes.moveShopOrder>>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    retry: false,
    onSuccess: (order) => {
      toast({ title: done, description: `Order ${order.id.slice(-8)} is ${order.status}.`, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: [shopRoutes.listShopOrders.path] });
    },
    onError: (error) => toast({ title: 'That did not work', description: serverMessage(error), variant: 'destructive' }),
  });
}

export function useMoveOrder() {
  return useOrderMutation(({ id, move, trackingReference }: { id: string; move: OrderMove; trackingReference?: string }) => apiCall(shopRoutes.moveShopOrder, { params: { id }, body: { move, trackingReference } }), 'Order updated');
}

export function useRefundOrder() {
  return useOrderMutation(
    ({ id, lines, reason, requestId, toStoreCredit }: { id: string; lines?: Record<string, number>; reason: string; requestId: string; toStoreCredit?: boolean }) =>
      apiCall(shopRoutes.refundShopOrder, { params: { id }, body: { lines, reason, requestId, ...(toStoreCredit ? { toStoreCredit } : {}) } }),
    'Refund made',
  );
}
