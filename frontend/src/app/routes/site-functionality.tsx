// /site-functionality (signed-in): which services are open now, behind the sign-in guard.
import { SiteFunctionalityPage } from '../../features/customer-site/components/site-functionality-page';

export function Component() {
  return <SiteFunctionalityPage />;
}
