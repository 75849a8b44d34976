// POST /api/resend-verification {email}: a new verification link for an unverified account. The
// answer is the same whether or not such an account exists (no account enumeration).
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { sendLink } from '../../accounts/account-links';
import { countEmailRequest } from '../../accounts/email-throttle';
import { findUserIdBy, getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';

const REPLY = 'If an account with that email address still needs verifying, we have sent a new verification link.';

export const handler = createHandler(accountRoutes.resendVerification, async ({ body, now, event }) => {
  await countEmailRequest(body.email, now);
  const userId = await findUserIdBy('email', body.email);
  const user = userId ? await getUserById(userId) : null;
  if (user && !user.emailVerified) await sendLink('verify-email', user, user.email, event, now);
  return { body: { message: REPLY } };
});
