// Keeps the repair reports: each collected job is added to its collection day once (decision 185),
// and its labour to its members' commission entries once (decision 262).
import { jobCollectedEvent } from '../../../shared/events';
import { getJobWithParts } from '../../data/jobs';
import { applyToDay } from '../../data/report-days';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { earnRepairLabour } from '../../reports/commissions';
import { jobContribution } from '../../reports/job-contribution';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== jobCollectedEvent.detailType) {
    logger.warn('Ignoring an event type this consumer does not handle');
    return;
  }
  const { qrCode } = jobCollectedEvent.schema.parse(event.detail);
  const found = await getJobWithParts(qrCode);
  // Thrown, so the bus retries: the event follows the job's committed collection.
  if (!found) throw new Error(`Job ${qrCode} not found`);
  const { day, fields } = jobContribution(found.job, found.timeline, found.lines, found.timeEntries ?? []);
  const added = await applyToDay(`job:${qrCode}`, day, fields);
  logger.info(added ? 'Job added to the report rollup' : 'Job already in the report rollup');
  // Its labour, to each line's member, for their commission (decision 262).
  const earned = await earnRepairLabour(found);
  logger.info(earned ? 'Labour recorded for commissions' : 'Labour already recorded for commissions');
});
