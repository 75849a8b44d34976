// The webhooks pages' calls: the endpoints, one endpoint with its delivery log, and their writes.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookRoutes } from '../../../../../shared/api/routes/webhooks';
import type { UpdateWebhookEndpoint, WebhookEndpointInput } from '../../../../../shared/schemas/webhooks';
import { apiCall } from '../../../lib/api-client';

export const webhookEndpointsQueryOptions = () =>
  queryOptions({ queryKey: [webhookRoutes.listWebhookEndpoints.path], queryFn: ({ signal }) => apiCall(webhookRoutes.listWebhookEndpoints, { signal }) });

export const webhookEndpointQueryOptions = (id: string) =>
  queryOptions({ queryKey: [webhookRoutes.getWebhookEndpoint.path, id], queryFn: ({ signal }) => apiCall(webhookRoutes.getWebhookEndpoint, { params: { id }, signal }) });

/** A write that refreshes the endpoints and every log afterwards. Never retried. */
function useWebhookWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [webhookRoutes.getWebhookEndpoint.path] }),
      ]);
    },
  });
}

export const useCreateWebhookEndpoint = () => useWebhookWrite((body: WebhookEndpointInput) => apiCall(webhookRoutes.createWebhookEndpoint, { body }));
export const useUpdateWebhookEndpoint = (id: string) => useWebhookWrite((body: UpdateWebhookEndpoint) => apiCall(webhookRoutes.updateWebhookEndpoint, { params: { id }, body }));
export const useDeleteWebhookEndpoint = (id: string) => useWebhookWrite(() => apiCall(webhookRoutes.deleteWebhookEndpoint, { params: { id } }));
export const useRevealWebhookSecret = (id: string) => useMutation({ mutationFn: () => apiCall(webhookRoutes.revealWebhookSecret, { params: { id } }), retry: false });
export const useResendWebhookDelivery = (id: string) => useWebhookWrite((deliveryId: string) => apiCall(webhookRoutes.resendWebhookDelivery, { params: { id, deliveryId } }));
