// /admin/check's calls: a bus ping, then the health report asking about that ping.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { settingsRoutes } from '../../../../../shared/api/routes/settings';
import type { BusPing } from '../../../../../shared/schemas/system-health';
import { apiCall } from '../../../lib/api-client';

export const systemHealthQueryOptions = (ping: BusPing | null) =>
  queryOptions({
    queryKey: [settingsRoutes.getSystemHealth.path, ping?.pingId ?? null],
    queryFn: ({ signal }) => apiCall(settingsRoutes.getSystemHealth, { query: ping ?? {}, signal }),
    staleTime: 0,
  });

export const usePingEventBus = () => useMutation({ mutationFn: () => apiCall(settingsRoutes.pingEventBus), retry: false });
