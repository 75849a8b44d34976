// GET /api/admin/repairs-dashboard: jobs by status, ready for collection, overdue and today's
// bookings (/admin), read in parallel.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { JOB_STATUSES } from '../../../shared/repairs/statuses';
import { DASHBOARD_OVERDUE_SHOWN } from '../../../shared/schemas/repairs/dashboard';
import { todaysBookings } from '../../bookings/todays-bookings';
import { jobStatusCounts, listJobs, overdueJobs } from '../../data/jobs';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(repairRoutes.getRepairsDashboard, async ({ now }) => {
  const [counts, ready, overdue, bookings] = await Promise.all([
    jobStatusCounts(),
    listJobs('Ready for collection', undefined),
    overdueJobs(now, DASHBOARD_OVERDUE_SHOWN),
    todaysBookings(now),
  ]);
  return {
    body: {
      countsByStatus: Object.fromEntries(JOB_STATUSES.map((s) => [s, counts[s] ?? 0])) as Record<(typeof JOB_STATUSES)[number], number>,
      readyForCollection: ready.jobs,
      overdue: overdue.jobs,
      overdueMore: overdue.more,
      todaysBookings: bookings,
    },
  };
});
