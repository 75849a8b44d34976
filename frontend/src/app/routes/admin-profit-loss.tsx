// /admin/profit-loss: the statement and the expenses, behind the admin guard.
import { ProfitLossPage } from '../../features/profit-loss/components/profit-loss-page';

export function Component() {
  return <ProfitLossPage />;
}
