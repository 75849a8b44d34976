// The owner's webhook endpoints (issue 31): registering one with its own signing secret, changing its
// URL, events or on/off switch, revealing the secret, and the endpoint with its delivery log.
import { ulid } from 'ulid';
import type { UpdateWebhookEndpoint, WebhookEndpoint, WebhookEndpointDetail, WebhookEndpointInput, WebhookEndpointWithSecret } from '../../shared/schemas/webhooks';
import { MAX_WEBHOOK_ENDPOINTS } from '../../shared/webhooks/topics';
import {
  deleteWebhookEndpoint as deleteStoredEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  putWebhookEndpoint,
  WebhookEndpointChangedError,
  type StoredWebhookEndpoint,
} from '../data/webhooks';
import { env } from '../env';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';
import { checkEndpointUrl } from './endpoint-url';
import { newSigningSecret } from './signature';

/** The endpoint as the admin pages see it: never its secret. */
export function withoutSecret(endpoint: StoredWebhookEndpoint): WebhookEndpoint {
  const { secret: _secret, ...rest } = endpoint;
  return rest;
}

export async function requireEndpoint(endpointId: string): Promise<StoredWebhookEndpoint> {
  const endpoint = await getWebhookEndpoint(endpointId);
  if (!endpoint) throw new NotFoundError('No such webhook endpoint');
  return endpoint;
}

function uniqueEvents(events: WebhookEndpointInput['events']): WebhookEndpointInput['events'] {
  return [...new Set(events)];
}

export async function createWebhookEndpoint(input: WebhookEndpointInput, now: Date): Promise<WebhookEndpointWithSecret> {
  const url = checkEndpointUrl(input.url, env.STAGE);
  if ((await listWebhookEndpoints()).length >= MAX_WEBHOOK_ENDPOINTS) throw new BadRequestError(`A shop may have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`);
  const at = now.toISOString();
  const endpoint: StoredWebhookEndpoint = {
    id: ulid(now.getTime()),
    url,
    ...(input.description ? { description: input.description } : {}),
    events: uniqueEvents(input.events),
    enabled: true,
    secret: newSigningSecret(),
    createdAt: at,
    updatedAt: at,
  };
  await putWebhookEndpoint(endpoint);
  return endpoint;
}

export async function updateWebhookEndpoint(endpointId: string, input: UpdateWebhookEndpoint, now: Date): Promise<WebhookEndpoint> {
  const current = await requireEndpoint(endpointId);
  const url = checkEndpointUrl(input.url, env.STAGE);
  const switchedOn = input.enabled && !current.enabled;
  const { description: _description, disabledReason: _reason, failingSince, ...kept } = current;
  const next: StoredWebhookEndpoint = {
    ...kept,
    url,
    ...(input.description ? { description: input.description } : {}),
    events: uniqueEvents(input.events),
    enabled: input.enabled,
    // Switched back on: its failure clock starts again; still off: the reason it went off stays.
    ...(!input.enabled && current.disabledReason ? { disabledReason: current.disabledReason } : {}),
    ...(failingSince && !switchedOn ? { failingSince } : {}),
    updatedAt: now.toISOString(),
  };
  try {
    await putWebhookEndpoint(next, current.updatedAt);
  } catch (error) {
    if (error instanceof WebhookEndpointChangedError) throw new ConflictError(error.message);
    throw error;
  }
  return withoutSecret(next);
}

export async function webhookEndpointDetail(endpointId: string): Promise<WebhookEndpointDetail> {
  const [endpoint, deliveries] = await Promise.all([requireEndpoint(endpointId), listWebhookDeliveries(endpointId)]);
  return { endpoint: withoutSecret(endpoint), deliveries };
}

/** Removes the endpoint at once (no more deliveries); answers the endpoints left. */
export async function deleteWebhookEndpoint(endpointId: string): Promise<WebhookEndpoint[]> {
  if (!(await deleteStoredEndpoint(endpointId))) throw new NotFoundError('No such webhook endpoint');
  return (await listWebhookEndpoints()).map(withoutSecret);
}
