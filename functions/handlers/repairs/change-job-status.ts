// POST /api/admin/jobs/{qrCode}/status {status, message?}: one move of the transition table (409
// otherwise); its consequences (the customer's message, a collection's) are the till's too (decision 242).
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';
import { actorOf } from '../../repairs/actors';
import { changeJobStatus } from '../../repairs/change-status';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(repairRoutes.changeJobStatus, async ({ params, body, session, now, event, clientIp, userAgent }) => {
  await changeJobStatus({
    qrCode: params.qrCode,
    to: body.status,
    message: body.message || undefined,
    by: await actorOf(session),
    now,
    siteOrigin: siteOriginOf(event),
    caller: { clientIp, userAgent, userId: session.userId },
  });
  return { body: await loadAdminJob(params.qrCode, now) };
});
