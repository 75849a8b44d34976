// POST /api/admin/jobs/{qrCode}/deposit-refund {reason}: a job ended unrepaired gives its deposit back.
import * as depositRoutes from '../../../shared/api/routes/deposits';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';
import { refundDeposits } from '../../repairs/deposits';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(depositRoutes.refundDeposit, async ({ params, body, session, now }) => {
  await refundDeposits(params.qrCode, body.reason, await actorOf(session), now);
  return { body: await loadAdminJob(params.qrCode, now) };
});
