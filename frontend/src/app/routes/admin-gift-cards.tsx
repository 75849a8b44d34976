// /admin/gift-cards, behind the admin guard.
import { GiftCardsPage } from '../../features/admin-gift-cards/components/gift-cards-page';

export function Component() {
  return <GiftCardsPage />;
}
