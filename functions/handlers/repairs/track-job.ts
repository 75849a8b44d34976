// GET /api/track/{qrCode}: the public tracking page (/job/{qrCode}). Nothing personal; one Query.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { getJobWithParts } from '../../data/jobs';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { toPublicJob } from '../../repairs/job-views';
import { JOB_NOT_FOUND } from '../../repairs/mutate-job';

export const handler = createHandler(repairRoutes.trackJob, async ({ params, now }) => {
  const found = await getJobWithParts(params.qrCode);
  if (!found) throw new NotFoundError(JOB_NOT_FOUND);
  return { body: toPublicJob(found, now) };
});
