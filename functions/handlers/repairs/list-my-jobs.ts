// GET /api/user/repairs: the signed-in customer's jobs, active first, each with its warranty state.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { isClosedStatus } from '../../../shared/repairs/statuses';
import { customerStatus } from '../../../shared/repairs/statuses';
import { warrantyOf } from '../../../shared/repairs/warranty';
import { jobsOfUser } from '../../data/jobs';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(repairRoutes.listMyJobs, async ({ session, now }) => {
  const jobs = await jobsOfUser(session.userId);
  const ordered = [...jobs.filter((j) => !isClosedStatus(j.status)), ...jobs.filter((j) => isClosedStatus(j.status))];
  return {
    body: {
      jobs: ordered.map((job) => ({ ...job, status: customerStatus(job.status), warranty: warrantyOf(job.warrantyEndsAt, now) })),
    },
  };
});
