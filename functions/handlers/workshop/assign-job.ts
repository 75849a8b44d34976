// PUT /api/admin/jobs/{qrCode}/assignee {userId | null}: gives the job to an active member of staff, or takes it back.
import * as workshopRoutes from '../../../shared/api/routes/workshop';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';
import { assignJob } from '../../repairs/assign-job';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(workshopRoutes.assignJob, async ({ params, body, session, now }) => {
  await assignJob(params.qrCode, body.userId, await actorOf(session), now);
  return { body: await loadAdminJob(params.qrCode, now) };
});
