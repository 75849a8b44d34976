// POST /api/reset-password {token, password}: sets a new password with a reset link, then signs the
// account out everywhere. The link is marked used in the same transaction as the new hash.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { assertPasswordPolicy } from '../../accounts/new-password-policy';
import { accountThrottleKey } from '../../accounts/credential-attempts';
import { THROTTLE_RULES } from '../../accounts/throttle-rules';
import { clearThrottle } from '../../data/throttles';
import { LinkNotUsableError, findLinkToken, isLinkUsable, useResetLink } from '../../data/link-tokens';
import { revokeAllSessionsForUser } from '../../data/sessions';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { BadRequestError } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { requestEmail } from '../../mail/request-email';
import { passwordChangedMessage } from '../../mail/templates/password-changed';

const INVALID_LINK_MESSAGE = 'This password reset link is invalid or has expired.';

export const handler = createHandler(accountRoutes.resetPassword, async ({ body, now }) => {
  const record = await findLinkToken(body.token);
  const user = isLinkUsable(record, ['reset-password'], now) ? await getUserById(record.userId) : null;
  if (!record || !user) throw new BadRequestError(INVALID_LINK_MESSAGE);
  assertPasswordPolicy(body.password, { email: user.email, phone: user.phone, username: user.username });
  try {
    await useResetLink(record, await hashPassword(body.password), now);
  } catch (error) {
    if (error instanceof LinkNotUsableError) throw new BadRequestError(INVALID_LINK_MESSAGE);
    throw error;
  }
  await revokeAllSessionsForUser(user.id);
  // Whoever holds the mailbox has proved it: earlier failed sign-ins no longer lock them out.
  await clearThrottle(THROTTLE_RULES.signInAccount, accountThrottleKey(user.id, ''));
  await requestEmail('password-changed', user.email, passwordChangedMessage({ firstName: user.firstName, at: now, how: 'reset' }));
  return { body: { message: 'Your password has been reset. Please sign in with your new password.' } };
});
