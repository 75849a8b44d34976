// Puts a webhook delivery's next attempt on the delivery queue at its time (decision 277): in the
// cloud a one-time EventBridge Scheduler schedule that sends the message to the SQS queue the
// consumer reads, deleted after it runs; locally a timer (./local-retry-queue.ts).
import { ConflictException, CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import * as z from 'zod/mini';
import { env, isLocal } from '../env';
import { localRetryQueue } from './local-retry-queue';

/** The queue message of a retry: which delivery, and the attempt it is for (a stale one is dropped). */
export const WebhookRetryMessageSchema = z.object({
  kind: z.literal('webhook-retry'),
  endpointId: z.string(),
  deliveryId: z.string(),
  dueAt: z.string(),
});
export type WebhookRetryMessage = z.infer<typeof WebhookRetryMessageSchema>;

export interface RetryQueue {
  sendAt(message: WebhookRetryMessage, at: Date): Promise<void>;
}

function cloudRetryQueue(): RetryQueue {
  let client: SchedulerClient | null = null;
  return {
    async sendAt(message, at) {
      const { WEBHOOK_QUEUE_ARN: queueArn, WEBHOOK_SCHEDULER_ROLE_ARN: roleArn } = env;
      if (!queueArn || !roleArn) throw new Error('WEBHOOK_QUEUE_ARN and WEBHOOK_SCHEDULER_ROLE_ARN must be set in the cloud');
      client ??= new SchedulerClient({ region: env.AWS_REGION });
      try {
        await client.send(
          new CreateScheduleCommand({
            // One name per attempt: a retried invocation schedules it once.
            Name: `webhook-${message.deliveryId}-${at.getTime()}`,
            GroupName: env.WEBHOOK_SCHEDULE_GROUP,
            ScheduleExpression: `at(${at.toISOString().slice(0, 19)})`,
            ScheduleExpressionTimezone: 'UTC',
            FlexibleTimeWindow: { Mode: 'OFF' },
            ActionAfterCompletion: 'DELETE',
            Target: { Arn: queueArn, RoleArn: roleArn, Input: JSON.stringify(message), RetryPolicy: { MaximumRetryAttempts: 10 } },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
      }
    },
  };
}

export const retryQueue: RetryQueue = isLocal ? localRetryQueue : cloudRetryQueue();
