// POST /api/admin/jobs/{qrCode}/timer/stop: stops the caller's timer on this job; the time joins the job's.
import * as workshopRoutes from '../../../shared/api/routes/workshop';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';
import { stopJobTimer } from '../../repairs/job-timers';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(workshopRoutes.stopJobTimer, async ({ params, session, now }) => {
  const by = await actorOf(session);
  await stopJobTimer(params.qrCode, { userId: by.userId, name: by.name }, now);
  return { body: await loadAdminJob(params.qrCode, now) };
});
