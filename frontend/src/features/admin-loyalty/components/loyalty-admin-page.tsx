// /admin/loyalty: the loyalty programme for staff: members with balance and tier, a member's ledger
// and manual adjustments, the rewards catalogue, and promotions. Members and promotions are the
// loyalty area's routes; the rewards catalogue is this area's own.
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { MembersSection } from './members-section';
import { PromotionsSection } from './promotions-section';
import { RewardsCatalogue } from './rewards-catalogue';

export function LoyaltyAdminPage() {
  useDocumentTitle('Loyalty');
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Loyalty</h1>
      </header>
      <MembersSection />
      <RewardsCatalogue />
      <PromotionsSection />
    </div>
  );
}
