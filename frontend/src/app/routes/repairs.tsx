// /repairs (Repair History), behind the sign-in guard.
import { myJobsQueryOptions } from '../../features/customer-repairs/api/my-jobs';
import { RepairHistoryFrame, RepairHistoryPage } from '../../features/customer-repairs/components/repair-history-page';
import { queryClient } from '../../lib/query-client';

/** The repairs are asked for with the page's chunk, beside the guard's user (./signed-in-routes.ts, decision 204). */
export function prefetch(): void {
  void queryClient.prefetchQuery(myJobsQueryOptions());
}

/** Drawn in the page's HTML and while the guard asks for the user (./signed-in-routes.ts, decision 204). */
export const Frame = RepairHistoryFrame;

export function Component() {
  return <RepairHistoryPage />;
}
