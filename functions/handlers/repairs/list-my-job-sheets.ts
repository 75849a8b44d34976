// GET /api/user/job-sheets: the signed-in customer's job sheets, newest opened first, a page at a
// time, each with its status as the customer sees it and its warranty (decision 296).
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { customerStatus } from '../../../shared/repairs/statuses';
import { warrantyOf } from '../../../shared/repairs/warranty';
import { jobsOfUserPage } from '../../data/jobs';
import { createHandler } from '../../http/create-handler';

const PAGE_SIZE = 50;

export const handler = createHandler(repairRoutes.listMyJobSheets, async ({ session, query, now }) => {
  const { jobs, nextCursor } = await jobsOfUserPage(session.userId, query.cursor, PAGE_SIZE);
  return {
    body: {
      jobSheets: jobs.map((job) => ({ ...job, status: customerStatus(job.status), warranty: warrantyOf(job.warrantyEndsAt, now) })),
      ...(nextCursor ? { nextCursor } : {}),
    },
  };
});
