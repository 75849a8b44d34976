// POST /api/admin/jobs/{qrCode}/warranty-claim: a new, uncharged job against a collected job still
// under warranty. Answers the new job sheet.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';
import { actorOf } from '../../repairs/actors';
import { loadAdminJob } from '../../repairs/load-admin-job';
import { openWarrantyClaim } from '../../repairs/warranty-claim';

export const handler = createHandler(repairRoutes.openWarrantyClaim, async ({ params, body, session, now, event }) => {
  const { job } = await openWarrantyClaim({
    originalQr: params.qrCode,
    fault: body.fault,
    intake: body.intake,
    promisedAt: body.promisedAt,
    technician: body.technician || undefined,
    by: await actorOf(session),
    now,
    siteOrigin: siteOriginOf(event),
  });
  return { body: await loadAdminJob(job.qrCode, now) };
});
