// The SMS templates staff edit (issue 18): the list, a save, and back to the default wording.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messagingRoutes } from '../../../../../shared/api/routes/messaging';
import type { SmsTemplateKind } from '../../../../../shared/messaging/sms-templates';
import { apiCall } from '../../../lib/api-client';

export const smsTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: [messagingRoutes.listSmsTemplates.path],
    queryFn: ({ signal }) => apiCall(messagingRoutes.listSmsTemplates, { signal }),
  });

export const useSmsTemplates = () => useQuery(smsTemplatesQueryOptions());

function useTemplateWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsTemplatesQueryOptions().queryKey }),
  });
}

export const useSaveSmsTemplate = (kind: SmsTemplateKind) =>
  useTemplateWrite((text: string) => apiCall(messagingRoutes.saveSmsTemplate, { params: { kind }, body: { text } }));

export const useResetSmsTemplate = (kind: SmsTemplateKind) => useTemplateWrite(() => apiCall(messagingRoutes.resetSmsTemplate, { params: { kind } }));
