// The signed-in customer's devices: GET /api/my/devices, GET /api/my/devices/{qrCode}, and
// registering (POST) or editing (PUT) one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import type { DeviceInput } from '../../../../../shared/schemas/repairs/device';
import { apiCall } from '../../../lib/api-client';

export const myDevicesQueryOptions = () =>
  queryOptions({
    queryKey: [repairRoutes.listMyDevices.path],
    queryFn: ({ signal }) => apiCall(repairRoutes.listMyDevices, { signal }),
  });

export const myDeviceQueryOptions = (qrCode: string) =>
  queryOptions({
    queryKey: [repairRoutes.getMyDevice.path, qrCode],
    queryFn: ({ signal }) => apiCall(repairRoutes.getMyDevice, { params: { qrCode }, signal }),
  });

export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceInput) => apiCall(repairRoutes.registerDevice, { body }),
    // A repeat after a lost answer would register the device twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [repairRoutes.listMyDevices.path] }),
  });
}

export function useUpdateDevice(qrCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceInput) => apiCall(repairRoutes.updateMyDevice, { params: { qrCode }, body }),
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [repairRoutes.listMyDevices.path] }),
        queryClient.invalidateQueries({ queryKey: [repairRoutes.getMyDevice.path, qrCode] }),
      ]),
  });
}
