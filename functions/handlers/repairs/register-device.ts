// POST /api/user/devices: the customer registers a device (/register-device); it gets its own QR code.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { createDevice, deviceFields } from '../../data/devices';
import { createHandler } from '../../http/create-handler';
import { deviceOf } from '../../repairs/device-views';
import { newQrCode } from '../../repairs/qr-codes';

export const handler = createHandler(repairRoutes.registerDevice, async ({ body, session, now }) => {
  const device = await createDevice({ qrCode: newQrCode(), ...deviceFields(body), createdAt: now.toISOString(), ownerUserId: session.userId });
  return { body: deviceOf(device) };
});
