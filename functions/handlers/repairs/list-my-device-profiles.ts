// GET /api/user/device-profiles: the signed-in customer's devices, newest first, a page at a time,
// each with its warranty; its public profile is /device-profile/{qrCode} (decision 296).
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { warrantyOf } from '../../../shared/repairs/warranty';
import { devicesOfUserPage } from '../../data/devices';
import { createHandler } from '../../http/create-handler';
import { deviceOf } from '../../repairs/device-views';

const PAGE_SIZE = 50;

export const handler = createHandler(repairRoutes.listMyDeviceProfiles, async ({ session, query, now }) => {
  const { devices, nextCursor } = await devicesOfUserPage(session.userId, query.cursor, PAGE_SIZE);
  return { body: { deviceProfiles: devices.map((d) => ({ ...deviceOf(d), warranty: warrantyOf(d.warrantyEndsAt, now) })), ...(nextCursor ? { nextCursor } : {}) } };
});
