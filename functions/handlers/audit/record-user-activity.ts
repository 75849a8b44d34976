// POST /api/user-activity: an action the browser reports, stamped by the server with who (from the
// session, never the body), when, client address and user agent, then handed to the bus.
import * as auditRoutes from '../../../shared/api/routes/audit';
import { auditEntryFrom } from '../../audit/record-audit';
import { auditRecordedEvent } from '../../../shared/events';
import { publishEvent } from '../../events/publish-event';
import { createHandler } from '../../http/create-handler';

// Every action this endpoint takes is the admin timeout dialog's: the route's adminRoleOnly has
// already refused customers, before their body was read.
export const handler = createHandler(auditRoutes.recordUserActivity, async ({ body, session, now, ...caller }) => {
  // Unlike recordAudit, a bus failure fails this request: recording is all it does.
  await publishEvent(
    auditRecordedEvent,
    auditEntryFrom({ action: body.action, details: body.details, caller, userId: session.userId, source: 'client', now }),
  );
  return { body: { ok: true } };
});
