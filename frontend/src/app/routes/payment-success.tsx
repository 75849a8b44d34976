// /payment-success?order={id} (where the payment page returns the customer) and /payment-success-page:
// the order just paid, looked at again until the payment's webhook has marked it Paid.
import { OrderPage } from '../../features/shop-orders/components/order-page';

export function Component() {
  return <OrderPage afterPayment />;
}
