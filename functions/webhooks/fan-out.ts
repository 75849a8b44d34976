// What the webhook consumer does with a bus event and with a due retry (decision 277). A bus event
// becomes one delivery per webhook event and subscribed endpoint, written once (a redelivered bus
// event finds it written and only makes a missing first attempt), then attempted at once; a failed
// attempt puts its retry on the queue at its backoff time.
import { WEBHOOK_SOURCE_EVENTS } from '../../shared/webhooks/topics';
import type { WebhookDelivery } from '../../shared/schemas/webhooks';
import { getWebhookDelivery, getWebhookEndpoint, listWebhookEndpoints, putWebhookDeliveryIfNew, type StoredWebhookEndpoint } from '../data/webhooks';
import { logger } from '../lib/logger';
import { attemptDelivery } from './deliver';
import { retryQueue, type WebhookRetryMessage } from './retry-queue';
import { derivedUlid, webhookEventsOf, type BusEventLike } from './webhook-events';

async function attemptAndSchedule(endpoint: StoredWebhookEndpoint, delivery: WebhookDelivery, trigger: 'event' | 'retry', now: Date): Promise<void> {
  const { retryAt } = await attemptDelivery(endpoint, delivery, trigger, now);
  if (retryAt) await retryQueue.sendAt({ kind: 'webhook-retry', endpointId: endpoint.id, deliveryId: delivery.id, dueAt: retryAt.toISOString() }, retryAt);
}

export function isWebhookSourceEvent(detailType: string): boolean {
  return (WEBHOOK_SOURCE_EVENTS as readonly string[]).includes(detailType);
}

export async function fanOutBusEvent(event: BusEventLike, now: Date): Promise<void> {
  const events = webhookEventsOf(event);
  if (!events.length) return;
  const endpoints = (await listWebhookEndpoints()).filter((endpoint) => endpoint.enabled);
  for (const webhookEvent of events) {
    const body = JSON.stringify(webhookEvent);
    for (const endpoint of endpoints.filter((candidate) => candidate.events.includes(webhookEvent.type))) {
      const delivery: WebhookDelivery = {
        id: derivedUlid(new Date(webhookEvent.createdAt), `${webhookEvent.id}:${endpoint.id}`),
        endpointId: endpoint.id,
        eventId: webhookEvent.id,
        eventType: webhookEvent.type,
        createdAt: now.toISOString(),
        state: 'pending',
        attempts: [],
        body,
      };
      const stored = (await putWebhookDeliveryIfNew(delivery)) ? delivery : await getWebhookDelivery(endpoint.id, delivery.id);
      if (stored && stored.attempts.length === 0) await attemptAndSchedule(endpoint, stored, 'event', now);
    }
  }
}

/** A due retry: attempted while it is still the delivery's next attempt and the endpoint is on. */
export async function runWebhookRetry(message: WebhookRetryMessage, now: Date): Promise<void> {
  const [endpoint, delivery] = await Promise.all([getWebhookEndpoint(message.endpointId), getWebhookDelivery(message.endpointId, message.deliveryId)]);
  if (!endpoint || !delivery || delivery.state !== 'retrying' || delivery.nextAttemptAt !== message.dueAt) return;
  if (!endpoint.enabled) {
    logger.info('Webhook retry skipped: endpoint is off', { endpointId: endpoint.id, deliveryId: delivery.id });
    return;
  }
  await attemptAndSchedule(endpoint, delivery, 'retry', now);
}
