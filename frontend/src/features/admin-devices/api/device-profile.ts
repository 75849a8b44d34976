// GET /api/admin/devices/{qrCode}: a device with every repair and its warranty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import { apiCall } from '../../../lib/api-client';

export const adminDeviceQueryOptions = (qrCode: string) =>
  queryOptions({
    queryKey: [routes.getAdminDevice.path, qrCode],
    queryFn: ({ signal }) => apiCall(routes.getAdminDevice, { params: { qrCode }, signal }),
  });

export const useAdminDevice = (qrCode: string) => useQuery(adminDeviceQueryOptions(qrCode));
