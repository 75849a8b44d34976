// /shop/orders, behind the sign-in guard.
import { OrdersPage } from '../../features/shop-orders/components/orders-page';

export function Component() {
  return <OrdersPage />;
}
