// Webhook endpoints and their delivery log (issue 31; docs/api/webhooks.md). The signing secret is in
// an answer only when the endpoint is made and when the owner asks to reveal it (decision 278).
import * as z from 'zod/mini';
import { optionalTextSchema } from './repairs/fields';
import { WebhookTopicSchema } from '../webhooks/topics';

const IdSchema = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not found'));

export const WebhookEndpointInputSchema = z.object({
  /** Checked on the server for https (http only to this machine on local and test stages). */
  url: z.string('URL is required').check(z.trim(), z.minLength(1, 'URL is required'), z.maxLength(500, 'URL must be at most 500 characters')),
  description: optionalTextSchema('Description', 120),
  events: z.array(WebhookTopicSchema, 'Choose at least one event type').check(
    z.minLength(1, 'Choose at least one event type'),
    z.maxLength(20, 'Too many event types'),
  ),
});
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInputSchema>;

export const UpdateWebhookEndpointSchema = z.object({
  ...WebhookEndpointInputSchema.shape,
  /** Turning a disabled endpoint back on starts its failure clock again. */
  enabled: z.boolean('Enabled must be yes or no'),
});
export type UpdateWebhookEndpoint = z.infer<typeof UpdateWebhookEndpointSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.optional(z.string()),
  events: z.array(WebhookTopicSchema),
  enabled: z.boolean(),
  /** Set when the endpoint was switched off for failing (decision 279) rather than by the owner. */
  disabledReason: z.optional(z.string()),
  /** The first failed attempt since the last success. */
  failingSince: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointWithSecretSchema = z.object({ ...WebhookEndpointSchema.shape, secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WebhookSecretSchema = z.object({ secret: z.string() });

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status, or null when it never answered (refused, timed out). */
  status: z.nullable(z.number()),
  error: z.optional(z.string()),
  durationMs: z.number(),
  /** What made the attempt: the event itself, a scheduled retry or the owner's re-send. */
  trigger: z.enum(['event', 'retry', 'resend']),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliveryStateSchema = z.enum(['pending', 'succeeded', 'retrying', 'failed']);
export type WebhookDeliveryState = z.infer<typeof WebhookDeliveryStateSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  /** The event's id: the X-DRS-Webhook-Id header, the same on every attempt and re-send. */
  eventId: z.string(),
  eventType: WebhookTopicSchema,
  createdAt: z.string(),
  state: WebhookDeliveryStateSchema,
  attempts: z.array(WebhookAttemptSchema),
  nextAttemptAt: z.optional(z.string()),
  /** The body as sent, for the log and for re-sending. */
  body: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookEndpointParamsSchema = z.object({ id: IdSchema });
export const WebhookDeliveryParamsSchema = z.object({ id: IdSchema, deliveryId: IdSchema });

export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });
export const WebhookEndpointDetailSchema = z.object({
  endpoint: WebhookEndpointSchema,
  /** The newest 50 deliveries, newest first. */
  deliveries: z.array(WebhookDeliverySchema),
});
export type WebhookEndpointDetail = z.infer<typeof WebhookEndpointDetailSchema>;
