// The scheduler this stage uses: EventBridge Scheduler in the cloud, timers in-process locally.
import { env, isLocal } from '../env';
import { eventBridgeScheduler } from './eventbridge-scheduler';
import { localScheduler } from './local-scheduler';
import type { Scheduler } from './scheduled-job';

function cloudScheduler(): Scheduler {
  const { SCHEDULED_JOBS_TARGET_ARN: targetArn, SCHEDULER_ROLE_ARN: roleArn } = env;
  if (!targetArn || !roleArn) {
    return { scheduleOnce: () => Promise.reject(new Error('SCHEDULED_JOBS_TARGET_ARN and SCHEDULER_ROLE_ARN must be set in the cloud')) };
  }
  return eventBridgeScheduler({ region: env.AWS_REGION, targetArn, roleArn, groupName: env.SCHEDULE_GROUP_NAME });
}

export const scheduler: Scheduler = isLocal ? localScheduler : cloudScheduler();
