// /loyalty: the programme explained.
import { LoyaltyPage } from '../../features/content-pages/components/loyalty-page';

export function Component() {
  return <LoyaltyPage />;
}
