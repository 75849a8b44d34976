// GET /api/admin/devices/{qrCode}: any device's profile with its repairs (/admin/device-profile/{qrCode}).
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { getDeviceWithJobs } from '../../data/devices';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { toDeviceProfile } from '../../repairs/device-views';

export const handler = createHandler(repairRoutes.getAdminDevice, async ({ params, now }) => {
  const found = await getDeviceWithJobs(params.qrCode);
  if (!found) throw new NotFoundError('No device has that QR code');
  return { body: toDeviceProfile(found.device, found.jobs, now) };
});
