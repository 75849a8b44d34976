// PUT /api/admin/jobs/{qrCode}/message-channel {channel}: email, SMS or both for this job; null: the customer's choice.
import * as workshopRoutes from '../../../shared/api/routes/workshop';
import { createHandler } from '../../http/create-handler';
import { loadAdminJob } from '../../repairs/load-admin-job';
import { setJobMessageChannel } from '../../repairs/set-message-channel';

export const handler = createHandler(workshopRoutes.setJobMessageChannel, async ({ params, body, now }) => {
  await setJobMessageChannel(params.qrCode, body.channel, now);
  return { body: await loadAdminJob(params.qrCode, now) };
});
