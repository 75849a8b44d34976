// Jobs at a time in the cloud: a one-time EventBridge Scheduler schedule per job, deleted after it
// runs, targeting the scheduled-jobs Lambda (functions/consumers/scheduling/run-job.ts).
import { ConflictException, CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import type { ScheduledJob, Scheduler } from './scheduled-job';

export function eventBridgeScheduler(config: { region: string; targetArn: string; roleArn: string; groupName: string }): Scheduler {
  const client = new SchedulerClient({ region: config.region });
  return {
    async scheduleOnce(name, at, job: ScheduledJob) {
      try {
        await client.send(
          new CreateScheduleCommand({
            Name: name,
            GroupName: config.groupName,
            ScheduleExpression: `at(${at.toISOString().slice(0, 19)})`,
            ScheduleExpressionTimezone: 'UTC',
            FlexibleTimeWindow: { Mode: 'OFF' },
            ActionAfterCompletion: 'DELETE',
            Target: { Arn: config.targetArn, RoleArn: config.roleArn, Input: JSON.stringify(job), RetryPolicy: { MaximumRetryAttempts: 10 } },
          }),
        );
      } catch (error) {
        // The same name twice: already scheduled (a retried request).
        if (!(error instanceof ConflictException)) throw error;
      }
    },
  };
}
