// /mail-in-repair/order/{id} and /account/mail-in-orders/{id}: one of the customer's mail-in orders
// (id is its reference), behind the sign-in guard.
import { useParams } from 'react-router';
import { MailInOrderPage } from '../../features/mail-in/components/mail-in-order-page';

export function Component() {
  const { id = '' } = useParams();
  return <MailInOrderPage key={id} reference={id} />;
}
