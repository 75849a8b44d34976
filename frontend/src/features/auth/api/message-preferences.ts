// The profile's message choices (issue 18): email, SMS or both, and proving the mobile number by a
// texted code. Writes answer the preferences, which replace the cached copy.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagingRoutes } from '../../../../../shared/api/routes/messaging';
import type { MessageChannel } from '../../../../../shared/messaging/channels';
import type { MessagePreferences } from '../../../../../shared/schemas/messaging';
import { apiCall } from '../../../lib/api-client';

export const messagePreferencesQueryOptions = (phone: string) =>
  queryOptions({
    // Keyed by the profile's phone: a new number is unproven, so the answer changes with it.
    queryKey: [messagingRoutes.getMessagePreferences.path, phone],
    queryFn: ({ signal }) => apiCall(messagingRoutes.getMessagePreferences, { signal }),
  });

export const useMessagePreferences = (phone: string) => useQuery(messagePreferencesQueryOptions(phone));

function useReplacePreferences<Input>(phone: string, write: (input: Input) => Promise<MessagePreferences>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: (preferences) => queryClient.setQueryData(messagePreferencesQueryOptions(phone).queryKey, preferences),
  });
}

export const useChooseChannel = (phone: string) =>
  useReplacePreferences(phone, (channel: MessageChannel) => apiCall(messagingRoutes.updateMessagePreferences, { body: { channel } }));

export const useConfirmPhoneCode = (phone: string) =>
  useReplacePreferences(phone, (code: string) => apiCall(messagingRoutes.confirmPhoneCode, { body: { code } }));

export const useSendPhoneCode = (phone: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(messagingRoutes.sendPhoneCode),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagePreferencesQueryOptions(phone).queryKey }),
  });
};
