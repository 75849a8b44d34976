// /admin/reports/commissions: the commission rules and report, behind the admin guard (decision 262).
import { CommissionsPage } from '../../features/commissions/components/commissions-page';

export function Component() {
  return <CommissionsPage />;
}
