// /customer-details (My Account), behind the sign-in guard, with the customer's card at the shop
// (decision 113) composed in from its own feature.
import { MyAccountPage } from '../../features/auth/components/my-account-page';
import { CustomerCardsSection } from '../../features/customer-card/components/customer-cards-section';

export function Component() {
  return <MyAccountPage shopCard={<CustomerCardsSection />} />;
}
