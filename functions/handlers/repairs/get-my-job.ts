// GET /api/user/repairs/{qrCode}: one of the signed-in customer's jobs; anyone else's is "not found".
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { getJobWithParts } from '../../data/jobs';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { toCustomerJob } from '../../repairs/job-views';
import { JOB_NOT_FOUND } from '../../repairs/mutate-job';

export const handler = createHandler(repairRoutes.getMyJob, async ({ params, session, now }) => {
  const found = await getJobWithParts(params.qrCode);
  if (!found || found.job.customer?.userId !== session.userId) throw new NotFoundError(JOB_NOT_FOUND);
  return { body: toCustomerJob(found, now) };
});
