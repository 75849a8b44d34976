// GET /api/device-profile/{qrCode}: a device's repair history and warranty, by its sticker's QR code.
import { queryOptions } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import { apiCall } from '../../../lib/api-client';

export function getPublicDeviceProfile(qrCode: string, signal?: AbortSignal) {
  return apiCall(repairRoutes.getPublicDeviceProfile, { params: { qrCode }, signal });
}

export const publicDeviceProfileQueryOptions = (qrCode: string) =>
  queryOptions({
    queryKey: [repairRoutes.getPublicDeviceProfile.path, qrCode],
    queryFn: ({ signal }) => getPublicDeviceProfile(qrCode, signal),
  });
