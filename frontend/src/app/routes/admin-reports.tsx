// /admin/reports: page views per day and top pages, behind the admin guard.
import { ReportsPage } from '../../features/audit/components/reports-page';

export function Component() {
  return <ReportsPage />;
}
