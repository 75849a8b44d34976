// POST /api/admin/jobs/{qrCode}/timer/start: the caller's timer on this job (409 while one runs elsewhere).
import * as workshopRoutes from '../../../shared/api/routes/workshop';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';
import { startJobTimer } from '../../repairs/job-timers';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(workshopRoutes.startJobTimer, async ({ params, session, now }) => {
  const by = await actorOf(session);
  await startJobTimer(params.qrCode, { userId: by.userId, name: by.name }, now);
  return { body: await loadAdminJob(params.qrCode, now) };
});
