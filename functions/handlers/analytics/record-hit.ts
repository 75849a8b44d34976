// POST /api/hit: validates the page hit, takes out the secrets its links carry (decision 378) and hands
// it to the bus; the audit consumer stores it.
import { ulid } from 'ulid';
import * as platformRoutes from '../../../shared/api/routes/platform';
import { pageHitEvent } from '../../../shared/events';
import { redactPageHit } from '../../audit/redact-page-hit';
import { publishEvent } from '../../events/publish-event';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(platformRoutes.recordHit, async ({ body, now, clientIp, session }) => {
  await publishEvent(pageHitEvent, {
    ...redactPageHit(body),
    id: ulid(now.getTime()),
    at: now.toISOString(),
    clientIp,
    ...(session ? { userId: session.userId } : {}),
  });
  return { body: { ok: true } };
});
