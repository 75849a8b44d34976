// GET /api/device-profile/{qrCode}: the device sticker's public page. Nothing about the owner.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { getDeviceWithJobs } from '../../data/devices';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { toPublicDeviceProfile } from '../../repairs/device-views';

export const handler = createHandler(repairRoutes.getPublicDeviceProfile, async ({ params, now }) => {
  const found = await getDeviceWithJobs(params.qrCode);
  if (!found) throw new NotFoundError('No device has that QR code');
  return { body: toPublicDeviceProfile(found.device, found.jobs, now) };
});
