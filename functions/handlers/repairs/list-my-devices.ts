// GET /api/user/devices: the signed-in customer's devices with their warranty state.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { warrantyOf } from '../../../shared/repairs/warranty';
import { devicesOfUser } from '../../data/devices';
import { createHandler } from '../../http/create-handler';
import { deviceOf } from '../../repairs/device-views';

export const handler = createHandler(repairRoutes.listMyDevices, async ({ session, now }) => {
  const devices = await devicesOfUser(session.userId);
  return { body: { devices: devices.map((d) => ({ ...deviceOf(d), warranty: warrantyOf(d.warrantyEndsAt, now) })) } };
});
