// /account/mail-in-orders, behind the sign-in guard.
import { myMailInOrdersQueryOptions } from '../../features/mail-in/api/mail-in-orders';
import { MailInOrdersFrame, MailInOrdersPage } from '../../features/mail-in/components/mail-in-orders-page';
import { queryClient } from '../../lib/query-client';

/** The orders are asked for with the page's chunk, beside the guard's user (./signed-in-routes.ts, decision 204). */
export function prefetch(): void {
  void queryClient.prefetchQuery(myMailInOrdersQueryOptions());
}

/** Drawn in the page's HTML and while the guard asks for the user (./signed-in-routes.ts, decisions 204, 222). */
export const Frame = MailInOrdersFrame;

export function Component() {
  return <MailInOrdersPage />;
}
