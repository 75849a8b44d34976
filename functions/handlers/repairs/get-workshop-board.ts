// GET /api/admin/workshop-board?limit=&cursor=: the open jobs by status for another tool's wall screen,
// oldest opened first, a page of 500 at a time (decision 386; the site's own /admin/tv reads a page per
// column from the jobs list, decision 385). One Query of the open-jobs copies.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { JOB_STATUSES, isClosedStatus } from '../../../shared/repairs/statuses';
import { WORKSHOP_BOARD_PAGE_SIZE } from '../../../shared/schemas/repairs/job';
import { BadCursorError, openJobs } from '../../data/jobs';
import { createHandler } from '../../http/create-handler';
import { BadRequestError } from '../../lib/http-errors';

export const handler = createHandler(repairRoutes.getWorkshopBoard, async ({ query, now }) => {
  const page = await openJobs(query.limit ?? WORKSHOP_BOARD_PAGE_SIZE, query.cursor).catch((error: unknown) => {
    throw error instanceof BadCursorError ? new BadRequestError(error.message) : error;
  });
  const columns = JOB_STATUSES.filter((status) => !isClosedStatus(status)).map((status) => ({
    status,
    jobs: page.jobs.filter((job) => job.status === status),
  }));
  return { body: { columns, generatedAt: now.toISOString(), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
});
