// POST /api/admin/jobs/{qrCode}/status {status, message?}: one move of the transition table (409
// otherwise); the customer is emailed through the bus.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';
import { actorOf } from '../../repairs/actors';
import { changeJobStatus } from '../../repairs/change-status';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(repairRoutes.changeJobStatus, async ({ params, body, session, now, event }) => {
  await changeJobStatus({
    qrCode: params.qrCode,
    to: body.status,
    message: body.message || undefined,
    by: await actorOf(session),
    now,
    siteOrigin: siteOriginOf(event),
  });
  return { body: await loadAdminJob(params.qrCode, now) };
});
