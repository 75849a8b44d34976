// /customer-details (My Account), behind the sign-in guard.
import { MyAccountPage } from '../../features/auth/components/my-account-page';

export function Component() {
  return <MyAccountPage />;
}
