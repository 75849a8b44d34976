// /mail-in-repair/order/{id} and /account/mail-in-orders/{id}: one of the customer's mail-in orders
// (id is its reference), behind the sign-in guard.
import { useParams, type Params } from 'react-router';
import { myMailInOrderQueryOptions } from '../../features/mail-in/api/mail-in-orders';
import { MailInOrderFrame, MailInOrderPage } from '../../features/mail-in/components/mail-in-order-page';
import { queryClient } from '../../lib/query-client';

/** The order is asked for with the page's chunk, beside the guard's user (../signed-in-routes.ts, decisions 204, 224). */
export function prefetch({ id = '' }: Params): void {
  void queryClient.prefetchQuery(myMailInOrderQueryOptions(id));
}

/**
 * Drawn in the page's HTML and while the guard asks for the user (decisions 204, 226). The HTML has no
 * reference; under the guard the address gives the tab its title, as the page names it.
 */
export function Frame() {
  const { id } = useParams();
  return <MailInOrderFrame reference={id} />;
}

export function Component() {
  const { id = '' } = useParams();
  return <MailInOrderPage key={id} reference={id} />;
}
