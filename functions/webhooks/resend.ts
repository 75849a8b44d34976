// Re-sending a delivery from the log: one attempt now with the same id and body and a fresh signature;
// it does not change the delivery's own retries (decision 277).
import type { WebhookDelivery } from '../../shared/schemas/webhooks';
import { getWebhookDelivery } from '../data/webhooks';
import { NotFoundError } from '../lib/http-errors';
import { attemptDelivery } from './deliver';
import { requireEndpoint } from './endpoints';

export async function resendWebhookDelivery(endpointId: string, deliveryId: string, now: Date): Promise<WebhookDelivery> {
  const endpoint = await requireEndpoint(endpointId);
  const delivery = await getWebhookDelivery(endpointId, deliveryId);
  if (!delivery) throw new NotFoundError('No such delivery');
  return (await attemptDelivery(endpoint, delivery, 'resend', now)).delivery;
}
