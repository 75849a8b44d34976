// /site-functionality (signed-in): which services are open now, behind the sign-in guard.
import { siteStatusQueryOptions } from '../../lib/site-status-query';
import { queryClient } from '../../lib/query-client';
import { SiteFunctionalityFrame, SiteFunctionalityPage } from '../../features/customer-site/components/site-functionality-page';

/** The shop's status is asked for with the page's chunk, beside the guard's user (./signed-in-routes.ts, decision 204). */
export function prefetch(): void {
  void queryClient.prefetchQuery(siteStatusQueryOptions());
}

/** Drawn in the page's HTML and while the guard asks for the user (./signed-in-routes.ts, decisions 204, 222). */
export const Frame = SiteFunctionalityFrame;

export function Component() {
  return <SiteFunctionalityPage />;
}
