// The home page (/): what the shop repairs, how it works, who does it, loyalty, and how to visit.
import { DiagnosticApproach } from '../../features/home/components/diagnostic-approach';
import { Hero } from '../../features/home/components/hero';
import { LoyaltyPromo } from '../../features/home/components/loyalty-promo';
import { ServicesSummary } from '../../features/home/components/services-summary';
import { TeamNetwork } from '../../features/home/components/team-network';
import { VisitUs } from '../../features/home/components/visit-us';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <ServicesSummary />
      <DiagnosticApproach />
      <TeamNetwork />
      <LoyaltyPromo />
      <VisitUs />
    </>
  );
}
