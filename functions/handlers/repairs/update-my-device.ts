// PUT /api/user/devices/{qrCode}: the owner edits their device (/edit-device/{id}).
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { DeviceChangedError, getDevice, updateDevice } from '../../data/devices';
import { createHandler } from '../../http/create-handler';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import { deviceOf } from '../../repairs/device-views';

export const handler = createHandler(repairRoutes.updateMyDevice, async ({ params, body, session, now }) => {
  const device = await getDevice(params.qrCode);
  if (!device || device.ownerUserId !== session.userId) throw new NotFoundError('No device has that QR code');
  try {
    return { body: deviceOf(await updateDevice(device, body, now)) };
  } catch (error) {
    if (error instanceof DeviceChangedError) throw new ConflictError('This device was changed at the same time. Please reload it and try again.');
    throw error;
  }
});
