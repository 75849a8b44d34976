// /customer-details (My Account), behind the sign-in guard, with the customer's card at the shop
// (decision 113), where they are signed in and their personal data composed in from their own features.
import { SessionsSection } from '../../features/account-sessions/components/sessions-section';
import { MyAccountPage } from '../../features/auth/components/my-account-page';
import { CustomerCardsSection } from '../../features/customer-card/components/customer-cards-section';
import { FamilyGroupSection } from '../../features/family-groups/components/family-group-section';
import { PersonalDataSection } from '../../features/personal-data/components/personal-data-section';

export function Component() {
  return (
    <MyAccountPage
      shopCard={<CustomerCardsSection />}
      afterChanges={
        <>
          <FamilyGroupSection />
          <SessionsSection />
          <PersonalDataSection />
        </>
      }
    />
  );
}
