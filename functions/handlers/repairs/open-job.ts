// POST /api/admin/jobs: walk-in intake at the counter. Answers the new job sheet (its ticket QR code).
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { createHandler } from '../../http/create-handler';
import { siteOriginOf } from '../../lib/site-origin';
import { actorOf } from '../../repairs/actors';
import { loadAdminJob } from '../../repairs/load-admin-job';
import { openJob } from '../../repairs/open-job';

export const handler = createHandler(repairRoutes.openJob, async ({ body, session, now, event }) => {
  const { job } = await openJob({
    source: 'walk-in',
    customer: body.customerQr ? { customerQr: body.customerQr } : undefined,
    device: body.deviceQr ? { qrCode: body.deviceQr } : body.device!,
    fault: body.fault,
    intake: body.intake,
    estimatePence: body.estimatePence,
    promisedAt: body.promisedAt,
    technician: body.technician || undefined,
    openedBy: await actorOf(session),
    now,
    siteOrigin: siteOriginOf(event),
  });
  return { body: await loadAdminJob(job.qrCode, now) };
});
