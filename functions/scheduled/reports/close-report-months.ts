// The CloseReportMonths job's Lambda (shared/scheduled-jobs.ts): EventBridge Scheduler (the local
// scheduler locally) invokes it each night; it closes the report months that are over (decision 388).
import * as z from 'zod/mini';
import { createScheduledRunner } from '../../scheduling/create-scheduled-runner';
import { logger } from '../../lib/logger';
import { closeReportMonths } from '../../reports/close-report-months';

export const handler = createScheduledRunner(z.object({}), async (_job, now) => {
  const run = await closeReportMonths(now);
  const closed = Object.entries(run.outcomes).filter(([, outcome]) => outcome === 'closed').map(([month]) => month);
  logger.info('Report months closed', { month: run.month, closed });
});
