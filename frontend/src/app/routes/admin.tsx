// /admin: the workshop dashboard, behind the admin guard.
import { AdminDashboardPage } from '../../features/admin-dashboard/components/admin-dashboard-page';

export function Component() {
  return <AdminDashboardPage />;
}
