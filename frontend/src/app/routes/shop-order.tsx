// /shop/orders/{id}, behind the sign-in guard.
import type { Params } from 'react-router';
import { myOrderQueryOptions } from '../../features/shop-orders/api/orders';
import { OrderFrame, OrderPage } from '../../features/shop-orders/components/order-page';
import { queryClient } from '../../lib/query-client';

/** The order is asked for with the page's chunk, beside the guard's user, when the address names it (decisions 204, 224). */
export function prefetch({ id = '' }: Params): void {
  void queryClient.prefetchQuery(myOrderQueryOptions(id, false));
}

/** Drawn in the page's HTML and while the guard asks for the user (decisions 204, 225). */
export const Frame = OrderFrame;

export function Component() {
  return <OrderPage />;
}
