// /shop/checkout, behind the sign-in guard.
import { checkoutCartQueryOptions } from '../../features/shop-checkout/api/checkout';
import { activeRewardsQueryOptions } from '../../features/shop-checkout/api/checkout-rewards';
import { CheckoutFrame, CheckoutPage } from '../../features/shop-checkout/components/checkout-page';
import { queryClient } from '../../lib/query-client';

/**
 * The cart and the rewards of "Pay with points", which the page asks for at once, are asked for with
 * the page's chunk, beside the guard's user (./signed-in-routes.ts, decision 204). The points balance
 * is asked for only when the cart holds something (points-reward-picker.tsx), so not here.
 */
export function prefetch(): void {
  void queryClient.prefetchQuery(checkoutCartQueryOptions());
  void queryClient.prefetchQuery(activeRewardsQueryOptions());
}

/** Drawn in the page's HTML and while the guard asks for the user (decisions 204, 223). */
export const Frame = CheckoutFrame;

export function Component() {
  return <CheckoutPage />;
}
