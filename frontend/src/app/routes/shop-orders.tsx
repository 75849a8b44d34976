// /shop/orders, behind the sign-in guard.
import { myOrdersQueryOptions } from '../../features/shop-orders/api/orders';
import { OrdersFrame, OrdersPage } from '../../features/shop-orders/components/orders-page';
import { queryClient } from '../../lib/query-client';

/** The orders are asked for with the page's chunk, beside the guard's user (./signed-in-routes.ts, decision 204). */
export function prefetch(): void {
  void queryClient.prefetchQuery(myOrdersQueryOptions());
}

/** Drawn in the page's HTML and while the guard asks for the user (decisions 204, 223). */
export const Frame = OrdersFrame;

export function Component() {
  return <OrdersPage />;
}
