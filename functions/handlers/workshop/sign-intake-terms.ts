// POST /api/admin/jobs/{qrCode}/signature: the customer's signature on the intake terms, once per job.
import * as workshopRoutes from '../../../shared/api/routes/workshop';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';
import { loadAdminJob } from '../../repairs/load-admin-job';
import { signIntakeTerms } from '../../repairs/sign-intake';

export const handler = createHandler(workshopRoutes.signIntakeTerms, async ({ params, body, session, now }) => {
  const by = await actorOf(session);
  await signIntakeTerms(params.qrCode, body, by.name, now);
  return { body: await loadAdminJob(params.qrCode, now) };
});
