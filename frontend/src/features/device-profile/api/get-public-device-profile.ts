// GET /api/device-profile/{qrCode}: a device's repair history and warranty, by its sticker's QR code.
import { queryOptions } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import { apiCall } from '../../../lib/api-client';

export function getPublicDeviceProfile(qrCode: string, signal?: AbortSignal) {
  return apiCall(routes.getPublicDeviceProfile, { params: { qrCode }, signal });
}

export const publicDeviceProfileQueryOptions = (qrCode: string) =>
  queryOptions({
    queryKey: [routes.getPublicDeviceProfile.path, qrCode],
    queryFn: ({ signal }) => getPublicDeviceProfile(qrCode, signal),
  });
