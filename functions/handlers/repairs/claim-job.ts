// POST /api/claim-job {qrCode?}: adds a walk-in job to the signed-in customer's account (/claim-job,
// or the code given at registration from /auth?qrCode=... when qrCode is left out).
import { repairRoutes } from '../../../shared/api/routes/repairs';
import { summaryOf } from '../../data/jobs';
import { getUserById } from '../../data/users';
import { createHandler } from '../../lib/create-handler';
import { NotAuthenticatedError } from '../../lib/http-errors';
import { actorOf } from '../../repairs/actors';
import { claimJob } from '../../repairs/claim-job';

export const handler = createHandler(repairRoutes.claimJob, async ({ body, session, now }) => {
  const user = await getUserById(session!.userId);
  if (!user) throw new NotAuthenticatedError();
  const { message, job } = await claimJob(user, body.qrCode, await actorOf(session!), now);
  return { body: { message, job: summaryOf(job) } };
});
