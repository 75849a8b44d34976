// /account/purchases, behind the sign-in guard.
import { myPurchasesQueryOptions } from '../../features/customer-purchases/api/purchases';
import { PurchasesFrame, PurchasesPage } from '../../features/customer-purchases/components/purchases-page';
import { queryClient } from '../../lib/query-client';

/** The first page is asked for with the page's chunk, beside the guard's user (./signed-in-routes.ts, decision 204). */
export function prefetch(): void {
  void queryClient.prefetchInfiniteQuery(myPurchasesQueryOptions());
}

/** Drawn in the page's HTML and while the guard asks for the user (./signed-in-routes.ts, decisions 204, 222). */
export const Frame = PurchasesFrame;

export function Component() {
  return <PurchasesPage />;
}
