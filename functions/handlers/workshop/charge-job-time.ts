// POST /api/admin/jobs/{qrCode}/time/labour-line {hourlyRatePence}: the stopped, uncharged time as one labour line.
import * as workshopRoutes from '../../../shared/api/routes/workshop';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';
import { chargeTimeAsLabour } from '../../repairs/job-timers';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(workshopRoutes.chargeJobTime, async ({ params, body, session, now }) => {
  const by = await actorOf(session);
  await chargeTimeAsLabour(params.qrCode, body.hourlyRatePence, by.name, now);
  return { body: await loadAdminJob(params.qrCode, now) };
});
