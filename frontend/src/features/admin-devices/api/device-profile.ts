// GET /api/admin/devices/{qrCode}: a device with every repair and its warranty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import { apiCall } from '../../../lib/api-client';

export const adminDeviceQueryOptions = (qrCode: string) =>
  queryOptions({
    queryKey: [repairRoutes.getAdminDevice.path, qrCode],
    queryFn: ({ signal }) => apiCall(repairRoutes.getAdminDevice, { params: { qrCode }, signal }),
  });

export const useAdminDevice = (qrCode: string) => useQuery(adminDeviceQueryOptions(qrCode));
