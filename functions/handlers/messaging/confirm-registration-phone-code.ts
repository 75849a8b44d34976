// POST /api/register/phone-verification/confirm {ticket, code}: proves the new account's mobile
// (10 minutes, 5 tries), after which it signs the account in by phone once the email is verified.
import * as messagingRoutes from '../../../shared/api/routes/messaging';
import { createHandler } from '../../http/create-handler';
import { confirmPhoneCode } from '../../messaging/phone-verification';
import { accountForPhoneTicket } from '../../messaging/registration-phone-ticket';

export const PHONE_VERIFIED_AT_REGISTRATION = 'Your mobile number is verified. Once your email is verified you can sign in with it too.';

export const handler = createHandler(messagingRoutes.confirmRegistrationPhoneCode, async ({ body, now }) => {
  const userId = await accountForPhoneTicket(body.ticket, now);
  await confirmPhoneCode(userId, body.code, now);
  return { body: { phoneVerified: true, message: PHONE_VERIFIED_AT_REGISTRATION } };
});
