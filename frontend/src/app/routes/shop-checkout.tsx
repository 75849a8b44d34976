// /shop/checkout, behind the sign-in guard.
import { CheckoutPage } from '../../features/shop-checkout/components/checkout-page';

export function Component() {
  return <CheckoutPage />;
}
