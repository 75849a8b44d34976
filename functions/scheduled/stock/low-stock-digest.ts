// The LowStockDigest job's Lambda (shared/scheduled-jobs.ts): EventBridge Scheduler (the local
// scheduler locally) invokes it each morning; it emails the low-stock digest when something is low.
import * as z from 'zod/mini';
import { createScheduledRunner } from '../../scheduling/create-scheduled-runner';
import { logger } from '../../lib/logger';
import { sendLowStockDigest } from '../../stock/low-stock-digest';

export const handler = createScheduledRunner(z.object({}), async (_job, now) => {
  const run = await sendLowStockDigest(now);
  logger.info('Low-stock digest', { date: run.date, lowProducts: run.items.length, sentTo: run.sentTo.length });
});
