// One attempt to deliver a webhook: the signed POST, its outcome appended to the delivery's log, and
// the endpoint's failure clock (decision 279): the first failure since a success starts it; a success
// stops it; failing for 3 days switches the endpoint off and emails the owner once. Retries are the
// caller's (the consumer schedules them; a re-send from the log is one attempt).
import { BUSINESS } from '../../shared/business';
import type { WebhookAttempt, WebhookDelivery, WebhookDeliveryState } from '../../shared/schemas/webhooks';
import { DELIVERY_TIMEOUT_MS, DISABLE_AFTER_FAILING_SECONDS, nextAttemptAt } from '../../shared/webhooks/topics';
import { disableWebhookEndpoint, markWebhookFailing, markWebhookHealthy, recordWebhookAttempt, type StoredWebhookEndpoint } from '../data/webhooks';
import { logger } from '../lib/logger';
import { requestEmail } from '../mail/request-email';
import { webhookDisabledMessage } from '../mail/templates/webhook-disabled';
import { env } from '../env';
import { privateDestination } from './endpoint-url';
import { SIGNATURE_HEADER, signatureHeader, WEBHOOK_ID_HEADER, WEBHOOK_TYPE_HEADER } from './signature';

export interface AttemptOutcome {
  delivery: WebhookDelivery;
  /** When the next retry is due (event and retry attempts that failed inside the 24 hours). */
  retryAt: Date | null;
}

/** Sends the delivery's body once, signed as of `now`; never throws for what the receiver does. */
async function post(endpoint: StoredWebhookEndpoint, delivery: WebhookDelivery, now: Date): Promise<Omit<WebhookAttempt, 'trigger' | 'at'>> {
  const started = performance.now();
  const refused = await privateDestination(endpoint.url, env.STAGE);
  if (refused) return { status: null, error: refused, durationMs: Math.round(performance.now() - started) };
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'DeviceDRS-Webhooks/1',
        [WEBHOOK_ID_HEADER]: delivery.eventId,
        [WEBHOOK_TYPE_HEADER]: delivery.eventType,
        [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, delivery.body, now),
      },
      body: delivery.body,
      // A redirect is an answer, not a place to follow the body to.
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { status: response.status, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    const message = error instanceof Error && error.name === 'TimeoutError' ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds` : 'Could not connect';
    return { status: null, error: message, durationMs: Math.round(performance.now() - started) };
  }
}

/** The attempts that count toward the backoff: the event's and its retries, not the owner's re-sends. */
function scheduledAttempts(delivery: WebhookDelivery): WebhookAttempt[] {
  return delivery.attempts.filter((attempt) => attempt.trigger !== 'resend');
}

/** How the owner's email names an endpoint: its description, else its host. */
function endpointName(endpoint: StoredWebhookEndpoint): string {
  return endpoint.description ?? new URL(endpoint.url).host.replace(/^www\./, '');
}

async function stopAfterDaysOfFailure(endpoint: StoredWebhookEndpoint, now: Date): Promise<void> {
  const after = await markWebhookFailing(endpoint.id, now.toISOString());
  if (!after?.failingSince || !after.enabled) return;
  if (now.getTime() - new Date(after.failingSince).getTime() < DISABLE_AFTER_FAILING_SECONDS * 1000) return;
  const reason = 'Failing for 3 days';
  if (!(await disableWebhookEndpoint(endpoint.id, reason, now.toISOString()))) return;
  logger.warn('Webhook endpoint disabled after failing', { endpointId: endpoint.id });
  await requestEmail('webhook-disabled', BUSINESS.email, webhookDisabledMessage({ name: endpointName(endpoint), failingSince: after.failingSince }), { id: `webhook-disabled-${endpoint.id}-${now.getTime()}` });
}

export async function attemptDelivery(
  endpoint: StoredWebhookEndpoint,
  delivery: WebhookDelivery,
  trigger: WebhookAttempt['trigger'],
  now: Date,
): Promise<AttemptOutcome> {
  const result = await post(endpoint, delivery, now);
  const attempt: WebhookAttempt = { at: now.toISOString(), trigger, ...result };
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  let state: WebhookDeliveryState;
  let retryAt: Date | null = null;
  if (ok) {
    state = 'succeeded';
  } else if (trigger === 'resend') {
    // A failed re-send leaves the delivery's own course (its retries, or its end) as it was.
    state = delivery.state;
  } else {
    const first = scheduledAttempts(delivery)[0]?.at;
    retryAt = nextAttemptAt(first ? new Date(first) : now, now, scheduledAttempts(delivery).length + 1);
    state = retryAt ? 'retrying' : 'failed';
  }
  const next = retryAt ? retryAt.toISOString() : trigger === 'resend' && !ok ? (delivery.nextAttemptAt ?? null) : null;
  const updated = await recordWebhookAttempt(endpoint.id, delivery.id, attempt, state, next);
  if (ok) await markWebhookHealthy(endpoint.id);
  else await stopAfterDaysOfFailure(endpoint, now);
  return { delivery: updated, retryAt };
}
