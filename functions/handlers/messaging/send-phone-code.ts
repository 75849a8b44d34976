// POST /api/user/phone-verification: texts a 6-digit code to the profile's mobile (throttled: 429).
import * as messagingRoutes from '../../../shared/api/routes/messaging';
import { createHandler } from '../../http/create-handler';
import { sendPhoneCode } from '../../messaging/phone-verification';

export const handler = createHandler(messagingRoutes.sendPhoneCode, async ({ session, clientIp, now }) => {
  return { body: await sendPhoneCode(session.userId, clientIp, now) };
});
