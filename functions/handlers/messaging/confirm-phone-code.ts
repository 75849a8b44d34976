// POST /api/user/phone-verification/confirm {code}: proves the mobile number (10 minutes, 5 tries).
import * as messagingRoutes from '../../../shared/api/routes/messaging';
import { createHandler } from '../../http/create-handler';
import { messagePreferences } from '../../messaging/message-preferences';
import { confirmPhoneCode } from '../../messaging/phone-verification';

export const handler = createHandler(messagingRoutes.confirmPhoneCode, async ({ session, body, now }) => {
  await confirmPhoneCode(session.userId, body.code, now);
  return { body: await messagePreferences(session.userId, now) };
});
