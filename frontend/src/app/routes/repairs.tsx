// /repairs (Repair History), behind the sign-in guard.
import { RepairHistoryPage } from '../../features/customer-repairs/components/repair-history-page';

export function Component() {
  return <RepairHistoryPage />;
}
