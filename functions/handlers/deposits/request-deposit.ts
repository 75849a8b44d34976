// POST /api/admin/jobs/{qrCode}/deposit-request {amountPence, for}: staff ask for a deposit.
import * as depositRoutes from '../../../shared/api/routes/deposits';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';
import { requestDeposit } from '../../repairs/deposits';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(depositRoutes.requestDeposit, async ({ params, body, session, now }) => {
  await requestDeposit(params.qrCode, body, await actorOf(session), now);
  return { body: await loadAdminJob(params.qrCode, now) };
});
