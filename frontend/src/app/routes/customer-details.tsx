// /customer-details (My Account), behind the sign-in guard, with the customer's card at the shop
// (decision 113), where they are signed in and their personal data composed in from their own features.
import { SessionsSection, SessionsSectionFrame } from '../../features/account-sessions/components/sessions-section';
import { MyAccountFrame, MyAccountPage } from '../../features/auth/components/my-account-page';
import { myCustomerRecordsQueryOptions } from '../../features/customer-card/api/my-customer-records';
import { CustomerCardsSection, CustomerCardsSectionFrame } from '../../features/customer-card/components/customer-cards-section';
import { myFamilyGroupQueryOptions } from '../../features/family-groups/api/my-family-group';
import { FamilyGroupSection, FamilyGroupSectionFrame } from '../../features/family-groups/components/family-group-section';
import { PersonalDataSection, PersonalDataSectionFrame } from '../../features/personal-data/components/personal-data-section';
import { queryClient } from '../../lib/query-client';

/**
 * The card and the family group are asked for with the page's chunk, beside the guard's user
 * (./signed-in-routes.ts, decision 204). Not the sessions: their list is read afresh on every mount.
 */
export function prefetch(): void {
  void queryClient.prefetchQuery(myCustomerRecordsQueryOptions());
  void queryClient.prefetchQuery(myFamilyGroupQueryOptions());
}

/** Drawn in the page's HTML and while the guard asks for the user (./signed-in-routes.ts, decisions 204, 221). */
export function Frame() {
  return (
    <MyAccountFrame
      shopCard={<CustomerCardsSectionFrame />}
      afterChanges={
        <>
          <FamilyGroupSectionFrame />
          <SessionsSectionFrame />
          <PersonalDataSectionFrame />
        </>
      }
    />
  );
}

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
