// The event types a webhook endpoint may subscribe to (issue 31), each mapped to the bus events the
// product already emits (shared/events.ts). Only types some code path publishes are listed: a type
// nobody emits would be a checkbox that never fires (decision 277).
import * as z from 'zod/mini';

export const WEBHOOK_TOPICS = ['job.created', 'job.status_changed', 'job.ready', 'sale.completed', 'refund.issued', 'booking.made', 'order.paid', 'order.ready', 'review.published', 'customer.created', 'stock.low'] as const;
export const WebhookTopicSchema = z.enum(WEBHOOK_TOPICS, `Event type must be one of: ${WEBHOOK_TOPICS.join(', ')}`);
export type WebhookTopic = z.infer<typeof WebhookTopicSchema>;

/** What the owner reads beside each checkbox, in the words. */
export const WEBHOOK_TOPIC_LABELS: Record<WebhookTopic, string> = {
  'job.created': 'Job created',
  'job.status_changed': 'Job status changed',
  'job.ready': 'Job ready',
  'sale.completed': 'Sale completed',
  'refund.issued': 'Refund',
  'booking.made': 'Booking made',
  'order.paid': 'Online order paid',
  'order.ready': 'Order ready',
  'review.published': 'Review published',
  'customer.created': 'Customer created',
  'stock.low': 'Stock low',
};

/** The bus events (detail types) the webhook consumer listens to: its EventBridge rule and the local bus read this. */
export const WEBHOOK_SOURCE_EVENTS = ['JobOpened', 'JobStatusChanged', 'SalePaid', 'SalesDocumentIssued', 'BookingMade', 'OrderPaid', 'OrderReady', 'ReviewPublished', 'CustomerCreated', 'StockLow'] as const;

/** The consumer module (under functions/consumers/) the queue feeds, in the cloud and on the local bus. */
export const WEBHOOK_CONSUMER = 'webhooks/deliver-webhooks';

/** Hard limits: a shop has a handful of tools to tell. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** Retries: the first attempt at once, then 1, 4, 16, 64, 256 and 1,024 minutes after the one before, and a last one 24 hours after the first. */
export const RETRY_BASE_SECONDS = 60;
export const RETRY_FACTOR = 4;
export const RETRY_WINDOW_SECONDS = 24 * 60 * 60;
/** An endpoint whose deliveries have failed without a success for this long is disabled (decision 279). */
export const DISABLE_AFTER_FAILING_SECONDS = 3 * 24 * 60 * 60;
/** How long a receiver has to answer one attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** When the attempt after `attemptsSoFar` attempts is due, or null when the 24 hours are spent. */
export function nextAttemptAt(firstAttemptAt: Date, lastAttemptAt: Date, attemptsSoFar: number): Date | null {
  const end = firstAttemptAt.getTime() + RETRY_WINDOW_SECONDS * 1000;
  if (lastAttemptAt.getTime() >= end) return null;
  const delay = RETRY_BASE_SECONDS * 1000 * RETRY_FACTOR ** (attemptsSoFar - 1);
  return new Date(Math.min(lastAttemptAt.getTime() + delay, end));
}
