// The BirthdayPoints job's Lambda (shared/scheduled-jobs.ts): EventBridge Scheduler (the local
// scheduler locally) invokes it each morning; it grants today's birthday bonuses.
import * as z from 'zod/mini';
import { createScheduledRunner } from '../../scheduling/create-scheduled-runner';
import { grantBirthdayPoints } from '../../loyalty/birthday-points';
import { logger } from '../../lib/logger';

export const handler = createScheduledRunner(z.object({}), async (_job, now) => {
  const run = await grantBirthdayPoints(now);
  logger.info('Birthday bonuses', { date: run.date, granted: run.granted.length, alreadyGranted: run.alreadyGranted.length });
});
