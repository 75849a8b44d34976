// POST /api/forgot-password {email}: emails a reset link when the account exists; the answer is the
// same either way (no account enumeration).
import { accountRoutes } from '../../../shared/api/routes/accounts';
import { sendLink } from '../../accounts/account-links';
import { countEmailRequest } from '../../accounts/email-throttle';
import { findUserIdBy, getUserById } from '../../data/users';
import { createHandler } from '../../lib/create-handler';

const REPLY = 'If an account exists for that email, we have sent a link to reset your password.';

export const handler = createHandler(accountRoutes.forgotPassword, async ({ body, now, event }) => {
  await countEmailRequest(body.email, now);
  const userId = await findUserIdBy('email', body.email);
  const user = userId ? await getUserById(userId) : null;
  if (user) await sendLink('reset-password', user, user.email, event, now);
  return { body: { message: REPLY } };
});
