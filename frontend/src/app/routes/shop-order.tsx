// /shop/orders/{id}, behind the sign-in guard.
import { OrderPage } from '../../features/shop-orders/components/order-page';

export function Component() {
  return <OrderPage />;
}
