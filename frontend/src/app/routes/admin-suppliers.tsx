// /admin/suppliers, behind the admin guard.
import { SuppliersPage } from '../../features/admin-suppliers/components/suppliers-page';

export function Component() {
  return <SuppliersPage />;
}
