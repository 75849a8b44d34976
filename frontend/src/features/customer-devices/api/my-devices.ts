// The signed-in customer's devices: GET /api/my/devices, GET /api/my/devices/{qrCode}, and
// registering (POST) or editing (PUT) one.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../../../shared/api/manifest';
import type { DeviceInput } from '../../../../../shared/schemas/repairs/device';
import { apiCall } from '../../../lib/api-client';

export const myDevicesQueryOptions = () =>
  queryOptions({
    queryKey: [routes.listMyDevices.path],
    queryFn: ({ signal }) => apiCall(routes.listMyDevices, { signal }),
  });

export const myDeviceQueryOptions = (qrCode: string) =>
  queryOptions({
    queryKey: [routes.getMyDevice.path, qrCode],
    queryFn: ({ signal }) => apiCall(routes.getMyDevice, { params: { qrCode }, signal }),
  });

export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceInput) => apiCall(routes.registerDevice, { body }),
    // A repeat after a lost answer would register the device twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [routes.listMyDevices.path] }),
  });
}

export function useUpdateDevice(qrCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceInput) => apiCall(routes.updateMyDevice, { params: { qrCode }, body }),
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [routes.listMyDevices.path] }),
        queryClient.invalidateQueries({ queryKey: [routes.getMyDevice.path, qrCode] }),
      ]),
  });
}
