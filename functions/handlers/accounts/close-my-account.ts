// POST /api/user/close {password, confirm}: the customer closes their own account after re-entering
// the password. Their personal details go, every session ends (this browser's cookie is cleared).
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { ACCOUNT_CLOSED_MESSAGE, closeAccount } from '../../accounts/close-account';
import { verifyCurrentPassword } from '../../accounts/password-checks';
import { clearedSessionCookie } from '../../accounts/session-cookie';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { NotAuthenticatedError } from '../../lib/http-errors';

export const handler = createHandler(accountRoutes.closeMyAccount, async ({ body, now, ...caller }) => {
  const user = caller.session && (await getUserById(caller.session.userId));
  if (!user) throw new NotAuthenticatedError();
  await verifyCurrentPassword(user, body.password, 'password', caller, now);
  const closedAt = await closeAccount(user, { kind: 'customer' }, caller, now);
  return { body: { message: ACCOUNT_CLOSED_MESSAGE, closedAt }, cookies: [clearedSessionCookie()] };
});
