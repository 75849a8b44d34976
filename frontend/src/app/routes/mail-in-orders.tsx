// /account/mail-in-orders, behind the sign-in guard.
import { MailInOrdersPage } from '../../features/mail-in/components/mail-in-orders-page';

export function Component() {
  return <MailInOrdersPage />;
}
