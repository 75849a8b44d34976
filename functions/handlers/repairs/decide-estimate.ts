// POST /api/user/repairs/{qrCode}/estimate-decision {decision}: the owner approves or declines the estimate.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { getJobWithParts } from '../../data/jobs';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { actorOf } from '../../repairs/actors';
import { decideEstimate } from '../../repairs/decide-estimate';
import { toCustomerJob } from '../../repairs/job-views';
import { JOB_NOT_FOUND } from '../../repairs/mutate-job';

export const handler = createHandler(repairRoutes.decideEstimate, async ({ params, body, session, now }) => {
  await decideEstimate(params.qrCode, session.userId, body.decision, await actorOf(session), now);
  const found = await getJobWithParts(params.qrCode);
  if (!found) throw new NotFoundError(JOB_NOT_FOUND);
  return { body: toCustomerJob(found, now) };
});
