// GET /api/user/devices/{qrCode}: the owner's device profile with its repairs and warranty days left.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { getDeviceWithJobs } from '../../data/devices';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { toDeviceProfile } from '../../repairs/device-views';

export const handler = createHandler(repairRoutes.getMyDevice, async ({ params, session, now }) => {
  const found = await getDeviceWithJobs(params.qrCode);
  if (!found || found.device.ownerUserId !== session.userId) throw new NotFoundError('No device has that QR code');
  return { body: toDeviceProfile(found.device, found.jobs, now) };
});
