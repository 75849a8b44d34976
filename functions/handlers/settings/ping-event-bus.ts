// POST /api/admin/check/ping: puts a health_check audit record on the bus. Once the audit consumer
// has stored it, GET /api/admin/check?pingId=&pingAt= reports the bus delivered (decision 195).
import * as settingsRoutes from '../../../shared/api/routes/settings';
import { auditEntryFrom } from '../../audit/record-audit';
import { auditRecordedEvent } from '../../../shared/events';
import { publishEvent } from '../../events/publish-event';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(settingsRoutes.pingEventBus, async ({ session, clientIp, userAgent, now }) => {
  const entry = auditEntryFrom({ action: 'health_check', details: 'Event bus check from /admin/check', caller: { clientIp, userAgent }, userId: session.userId, now });
  // A failure to publish is the answer the check is for: it surfaces as an error, not a silent pass.
  await publishEvent(auditRecordedEvent, entry);
  return { body: { pingId: entry.id, pingAt: entry.at } };
});
