// POST /api/claim-job {qrCode?, code?}: adds a walk-in job to the signed-in customer's account
// (/claim-job, or the code given at registration from /auth?qrCode=... when qrCode is left out),
// once they have proved to be its customer (decision 044).
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { summaryOf } from '../../data/jobs';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { NotAuthenticatedError } from '../../lib/http-errors';
import { actorOf } from '../../repairs/actors';
import { claimJob } from '../../repairs/claim-job';

export const handler = createHandler(repairRoutes.claimJob, async ({ body, session, clientIp, now }) => {
  const user = await getUserById(session.userId);
  if (!user) throw new NotAuthenticatedError();
  const { message, job, codeSentBy } = await claimJob(user, body, await actorOf(session), clientIp, now);
  return { body: { message, ...(job ? { job: summaryOf(job) } : {}), ...(codeSentBy ? { codeSentBy } : {}) } };
});
