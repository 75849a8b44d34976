// The home page below its hero, in a chunk of its own: the server's HTML already shows it, so the
// browser hydrates it once this arrives, after the hero (docs/decisions/022-first-load-below-the-fold.md).
import { DiagnosticApproach } from './diagnostic-approach';
import { LoyaltyPromo } from './loyalty-promo';
import { ServicesSummary } from './services-summary';
import { TeamNetwork } from './team-network';
import { VisitUs } from './visit-us';

export default function HomeSections() {
  return (
    <>
      <ServicesSummary />
      <DiagnosticApproach />
      <TeamNetwork />
      <LoyaltyPromo />
      <VisitUs />
    </>
  );
}
