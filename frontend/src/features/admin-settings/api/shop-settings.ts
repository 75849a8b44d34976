// The shop's settings (issue 17): read them all, save one section; a save refreshes the list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsRoutes } from '../../../../../shared/api/routes/settings';
import type { UpdateSettingsRequest } from '../../../../../shared/schemas/settings';
import { apiCall } from '../../../lib/api-client';

export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [settingsRoutes.getSettings.path],
    queryFn: ({ signal }) => apiCall(settingsRoutes.getSettings, { signal }),
  });

export const useShopSettings = () => useQuery(shopSettingsQueryOptions());

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsRequest) => apiCall(settingsRoutes.updateSettings, { body }),
    retry: false,
    onSuccess: (settings) => queryClient.setQueryData(shopSettingsQueryOptions().queryKey, settings),
  });
}
