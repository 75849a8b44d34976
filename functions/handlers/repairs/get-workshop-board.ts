// GET /api/admin/workshop-board: every open job by status, for the wall screen (/admin/tv refreshes
// it every 30 s). One Query of the open-jobs copies.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { JOB_STATUSES, isClosedStatus } from '../../../shared/repairs/statuses';
import { openJobs } from '../../data/jobs';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(repairRoutes.getWorkshopBoard, async ({ now }) => {
  const jobs = await openJobs();
  const columns = JOB_STATUSES.filter((status) => !isClosedStatus(status)).map((status) => ({
    status,
    jobs: jobs.filter((job) => job.status === status),
  }));
  return { body: { columns, generatedAt: now.toISOString() } };
});
