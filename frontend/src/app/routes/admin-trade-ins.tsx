// /admin/trade-ins, behind the admin guard.
import { TradeInsPage } from '../../features/admin-trade-ins/components/trade-ins-page';

export function Component() {
  return <TradeInsPage />;
}
