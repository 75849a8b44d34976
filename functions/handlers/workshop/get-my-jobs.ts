// GET /api/admin/my-jobs: the caller's open jobs by promised date (one Query of their copies) and their running timer.
import * as workshopRoutes from '../../../shared/api/routes/workshop';
import { jobsAssignedTo } from '../../data/jobs';
import { getRunningTimer } from '../../data/job-timers';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(workshopRoutes.getMyJobs, async ({ session }) => {
  const [jobs, running] = await Promise.all([jobsAssignedTo(session.userId), getRunningTimer(session.userId)]);
  return { body: { jobs, ...(running ? { running } : {}) } };
});
