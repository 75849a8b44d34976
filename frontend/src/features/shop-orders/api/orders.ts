// The customer's online orders: the list and one order.
import { queryOptions } from '@tanstack/react-query';
import { shopRoutes } from '../../../../../shared/api/routes/shop';
import { apiCall } from '../../../lib/api-client';

export const myOrdersQueryOptions = () =>
  queryOptions({ queryKey: [shopRoutes.listMyOrders.path], queryFn: ({ signal }) => apiCall(shopRoutes.listMyOrders, { signal }) });

export const myOrderQueryOptions = (id: string, poll = false) =>
  queryOptions({
    queryKey: [shopRoutes.getMyOrder.path, id],
    queryFn: ({ signal }) => apiCall(shopRoutes.getMyOrder, { params: { id }, signal }),
    // After paying, the webhook may land a moment after the customer does: look again until it has.
    refetchInterval: (query) => (poll && query.state.data?.status === 'Pending payment' ? 1500 : false),
  });
