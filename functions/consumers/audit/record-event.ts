// Records audit events from the bus into the table, once each: page hits and audit records.
import { auditRecordedEvent, pageHitEvent } from '../../../shared/events';
import { countedPath } from '../../audit/counted-path';
import { saveAuditEntry } from '../../data/audit-log';
import { savePageHit } from '../../data/page-hits';
import { getUserById } from '../../data/users';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';

export const handler = createConsumer(async (event) => {
  switch (event['detail-type']) {
    case pageHitEvent.detailType: {
      const hit = pageHitEvent.schema.parse(event.detail);
      const outcome = await savePageHit(hit, countedPath(hit.path));
      if (outcome === 'duplicate') logger.info('Page hit already recorded');
      return;
    }
    case auditRecordedEvent.detailType: {
      const entry = auditRecordedEvent.schema.parse(event.detail);
      // The username as it is when the record is written, so the log reads without a join.
      const username = entry.username ?? (entry.userId ? (await getUserById(entry.userId))?.username : undefined);
      const outcome = await saveAuditEntry({ ...entry, ...(username ? { username } : {}) });
      if (outcome === 'duplicate') logger.info('Audit record already recorded');
      return;
    }
    default:
      logger.warn('Ignoring an event type this consumer does not record');
  }
});
