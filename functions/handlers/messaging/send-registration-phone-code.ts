// POST /api/register/phone-verification {ticket}: texts a 6-digit code to the new account's mobile
// (decision 052; the same limits as the profile's, 429 when over).
import * as messagingRoutes from '../../../shared/api/routes/messaging';
import { createHandler } from '../../http/create-handler';
import { sendPhoneCode } from '../../messaging/phone-verification';
import { accountForPhoneTicket } from '../../messaging/registration-phone-ticket';

export const handler = createHandler(messagingRoutes.sendRegistrationPhoneCode, async ({ body, clientIp, now }) => {
  const userId = await accountForPhoneTicket(body.ticket, now);
  return { body: await sendPhoneCode(userId, clientIp, now) };
});
