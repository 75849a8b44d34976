// /admin/loyalty: the loyalty programme for staff. Members, their ledgers and adjustments, and the
// promotions come from the loyalty area's routes; the rewards catalogue is this feature's own.
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { RewardsCatalogue } from './rewards-catalogue';

export function LoyaltyAdminPage() {
  useDocumentTitle('Loyalty');
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Loyalty</h1>
      </header>
      <RewardsCatalogue />
    </div>
  );
}
