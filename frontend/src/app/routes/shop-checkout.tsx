// /shop/checkout, behind the sign-in guard.
import { cartQueryOptions } from '../../lib/cart';
import { activeRewardsQueryOptions, myLoyaltyQueryOptions } from '../../features/shop-checkout/api/checkout-rewards';
import { CheckoutFrame, CheckoutPage } from '../../features/shop-checkout/components/checkout-page';
import { myStoreCreditQueryOptions } from '../../features/gift-cards/api/gift-cards';
import { queryClient } from '../../lib/query-client';

/**
 * The cart, the store credit, and the rewards and points balance of "Pay with points", are asked for with the page's
 * chunk, beside the guard's user (./signed-in-routes.ts, decision 204): the page draws a cart that
 * holds something only once all three have answered (decision 223), so they travel together. The
 * balance is not needed for an empty cart, but asking for it later would be another round trip.
 */
export function prefetch(): void {
  void queryClient.prefetchQuery(cartQueryOptions());
  void queryClient.prefetchQuery(activeRewardsQueryOptions());
  void queryClient.prefetchQuery(myLoyaltyQueryOptions());
  void queryClient.prefetchQuery(myStoreCreditQueryOptions());
}

/** Drawn in the page's HTML and while the guard asks for the user (decisions 204, 223). */
export const Frame = CheckoutFrame;

export function Component() {
  return <CheckoutPage />;
}
