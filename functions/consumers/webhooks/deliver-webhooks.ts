// The webhook consumer (decision 277): reads the delivery queue, where the EventBridge rule puts the
// bus events webhooks are made from and the retry schedules put due retries. A record that fails is
// reported alone, so SQS redelivers only it; the queue's dead-letter queue keeps what keeps failing.
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../../lib/logger';
import { fanOutBusEvent, isWebhookSourceEvent, runWebhookRetry } from '../../webhooks/fan-out';
import { WebhookRetryMessageSchema } from '../../webhooks/retry-queue';
import type { BusEventLike } from '../../webhooks/webhook-events';

/** One queue message: a due retry, or a bus event from the rule. */
async function runAt(message: unknown, now: Date): Promise<void> {
  const retry = WebhookRetryMessageSchema.safeParse(message);
  if (retry.success) return runWebhookRetry(retry.data, now);
  const event = message as BusEventLike;
  if (typeof event?.['detail-type'] !== 'string' || !isWebhookSourceEvent(event['detail-type'])) {
    logger.warn('Not a webhook message; dropped', { message: JSON.stringify(message).slice(0, 200) });
    return;
  }
  await fanOutBusEvent(event, now);
}

const handle = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await runAt(JSON.parse(record.body), new Date());
    } catch (error) {
      logger.error('Webhook message failed', { messageId: record.messageId, error: error as Error });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};

const wrapped = middy<SQSEvent, SQSBatchResponse, Error, Context>().use(injectLambdaContext(logger, { resetKeys: true })).handler(handle);

export const handler = Object.assign(wrapped as unknown as (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>, {
  /** The same work for one message as of a given moment: how the local bus and retry timers reach it. */
  runAt,
});
