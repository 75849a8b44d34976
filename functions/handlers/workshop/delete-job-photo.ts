// DELETE /api/admin/jobs/{qrCode}/photos/{photoId}: removes a device photo, its record and its image (audited as an admin write).
import * as workshopRoutes from '../../../shared/api/routes/workshop';
import { createHandler } from '../../http/create-handler';
import { deleteJobPhoto } from '../../repairs/delete-photo';
import { loadAdminJob } from '../../repairs/load-admin-job';

export const handler = createHandler(workshopRoutes.deleteJobPhoto, async ({ params, now }) => {
  await deleteJobPhoto(params.qrCode, params.photoId);
  return { body: await loadAdminJob(params.qrCode, now) };
});
