// /shop/cart, behind the sign-in guard.
import { CartPage } from '../../features/shop-cart/components/cart-page';

export function Component() {
  return <CartPage />;
}
