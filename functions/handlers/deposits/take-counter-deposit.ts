// POST /api/admin/jobs/{qrCode}/deposits: a deposit paid at the counter, once per idempotency key.
import * as depositRoutes from '../../../shared/api/routes/deposits';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';
import { takeCounterDeposit } from '../../repairs/deposits';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(depositRoutes.takeCounterDeposit, async ({ params, body, session, now }) => {
  await takeCounterDeposit(params.qrCode, body, await actorOf(session), now);
  return { body: await loadAdminJob(params.qrCode, now) };
});
