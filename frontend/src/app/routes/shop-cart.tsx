// /shop/cart, behind the sign-in guard.
import { cartQueryOptions } from '../../lib/cart';
import { CartFrame, CartPage } from '../../features/shop-cart/components/cart-page';
import { queryClient } from '../../lib/query-client';

/** The cart is asked for with the page's chunk, beside the guard's user (./signed-in-routes.ts, decision 204). */
export function prefetch(): void {
  void queryClient.prefetchQuery(cartQueryOptions());
}

/** Drawn in the page's HTML and while the guard asks for the user (decisions 204, 223). */
export const Frame = CartFrame;

export function Component() {
  return <CartPage />;
}
