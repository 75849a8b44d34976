// POST /api/admin/jobs/{qrCode}/photos {key, thumbnailKey?, label}: a device photo uploaded through /api/admin/uploads
// (at most 10 per job), with the browser-made thumbnail when there is one (decision 128).
import * as workshopRoutes from '../../../shared/api/routes/workshop';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';
import { addJobPhoto } from '../../repairs/add-photo';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(workshopRoutes.addJobPhoto, async ({ params, body, session, now }) => {
  const by = await actorOf(session);
  await addJobPhoto(params.qrCode, body, by.name, now);
  return { body: await loadAdminJob(params.qrCode, now) };
});
