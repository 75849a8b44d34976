// /admin/loyalty, behind the admin guard.
import { LoyaltyAdminPage } from '../../features/admin-loyalty/components/loyalty-admin-page';

export function Component() {
  return <LoyaltyAdminPage />;
}
