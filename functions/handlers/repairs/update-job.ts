// PATCH /api/admin/jobs/{qrCode}: estimate, technician, promised date, fault. A new estimate while
// the customer is asked to approve one is emailed to them.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';
import { actorOf } from '../../repairs/actors';
import { loadAdminJob } from '../../repairs/load-admin-job';
import { updateJob } from '../../repairs/update-job';

export const handler = createHandler(repairRoutes.updateJob, async ({ params, body, session, now, event }) => {
  await updateJob(params.qrCode, body, await actorOf(session), now, siteOriginOf(event));
  return { body: await loadAdminJob(params.qrCode, now) };
});
