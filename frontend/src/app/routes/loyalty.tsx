// /loyalty: the programme (prerendered) and, after hydration, the signed-in member's points.
import { AfterHydration } from '../../components/after-hydration';
import { lazyDataPart } from '../../components/two-step-page';
import { LoyaltyPage } from '../../features/loyalty-programme/components/loyalty-page';
import { VisitorInvitation } from '../../features/loyalty-programme/components/visitor-invitation';

const MemberPoints = lazyDataPart(async () => (await import('../../features/loyalty-programme/components/member-points')).MemberPoints);

export function Component() {
  return (
    <LoyaltyPage
      member={
        <AfterHydration fallback={<VisitorInvitation />}>
          <MemberPoints />
        </AfterHydration>
      }
    />
  );
}
