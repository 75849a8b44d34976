// POST /api/forgot-password {email}: asks for a reset link to be sent when the account exists. The
// answer is the same either way, and so is the work: the request only counts the address and puts
// the request on the bus, where a consumer looks the account up (no enumeration by content or timing).
import { ulid } from 'ulid';
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { linkOrigin } from '../../accounts/account-links';
import { countEmailRequest } from '../../accounts/email-throttle';
import { passwordResetRequestedEvent } from '../../../shared/events';
import { publishEvent } from '../../events/publish-event';
import { createHandler } from '../../http/create-handler';

const REPLY = 'If an account exists for that email, we have sent a link to reset your password.';

export const handler = createHandler(accountRoutes.forgotPassword, async ({ body, now, event }) => {
  await countEmailRequest(body.email, now);
  await publishEvent(passwordResetRequestedEvent, { id: ulid(now.getTime()), email: body.email, origin: linkOrigin(event) });
  return { body: { message: REPLY } };
});
