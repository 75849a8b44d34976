// /admin/sales-management, behind the admin guard.
import { SalesManagementPage } from '../../features/shop-sales/components/sales-management-page';

export function Component() {
  return <SalesManagementPage />;
}
