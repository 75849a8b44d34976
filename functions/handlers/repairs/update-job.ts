// PATCH /api/admin/jobs/{qrCode}: estimate, technician, promised date, fault.
import { routes } from '../../../shared/api/manifest';
import { createHandler } from '../../lib/create-handler';
import { actorOf } from '../../repairs/actors';
import { loadAdminJob } from '../../repairs/load-admin-job';
import { updateJob } from '../../repairs/update-job';

export const handler = createHandler(routes.updateJob, async ({ params, body, session, now }) => {
  await updateJob(params.qrCode, body, await actorOf(session!), now);
  return { body: await loadAdminJob(params.qrCode, now) };
});
