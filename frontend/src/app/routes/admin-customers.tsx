// /admin/customers: customer search and new walk-in records, behind the admin guard.
import { CustomersPage } from '../../features/admin-customers/components/customers-page';

export function Component() {
  return <CustomersPage />;
}
