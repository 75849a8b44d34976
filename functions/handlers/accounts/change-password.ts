// POST /api/user/password {currentPassword, newPassword}: sets a new password, signs out every other
// session and gives this browser a fresh session token.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { assertPasswordPolicy } from '../../accounts/new-password-policy';
import { verifyCurrentPassword } from '../../accounts/password-checks';
import { sessionCookie } from '../../accounts/session-cookie';
import { createSession, revokeAllSessionsForUser } from '../../data/sessions';
import { getUserById, replacePasswordHash } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { BadRequestError, ConflictError, NotAuthenticatedError } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { requestEmail } from '../../mail/request-email';
import { passwordChangedMessage } from '../../mail/templates/password-changed';
import { sessionAttributesFor } from '../../data/admin-security';

const SAME_PASSWORD = 'Your new password must be different from your current one.';

export const handler = createHandler(accountRoutes.changePassword, async ({ body, now, ...caller }) => {
  const user = caller.session && (await getUserById(caller.session.userId));
  if (!user) throw new NotAuthenticatedError();
  await verifyCurrentPassword(user, body.currentPassword, 'currentPassword', caller, now);
  assertPasswordPolicy(body.newPassword, { email: user.email, phone: user.phone, username: user.username });
  if (await verifyPassword(user.passwordHash, body.newPassword)) {
    throw new BadRequestError(SAME_PASSWORD, { errors: { newPassword: [SAME_PASSWORD] } });
  }
  if (!(await replacePasswordHash(user.id, user.passwordHash, await hashPassword(body.newPassword), now, 'change'))) {
    throw new ConflictError('Your password was changed meanwhile. Please sign in again.');
  }
  await revokeAllSessionsForUser(user.id);
  const { token } = await createSession(
    { userId: user.id, role: user.role, clientIp: caller.clientIp, userAgent: caller.userAgent, attributes: await sessionAttributesFor(user) },
    now,
  );
  await requestEmail('password-changed', user.email, passwordChangedMessage({ firstName: user.firstName, at: now, how: 'changed' }));
  return {
    body: { message: 'Your password has been changed. You have been signed out on your other devices.' },
    cookies: [sessionCookie(token, user.role)],
  };
});
