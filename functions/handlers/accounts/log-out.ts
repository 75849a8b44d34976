// POST /api/logout: revokes the session server-side and clears the cookie; fine without a session.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { clearedSessionCookie } from '../../accounts/session-cookie';
import { signedOut } from '../../accounts/sign-in-outcome';
import { revokeSession } from '../../data/sessions';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(accountRoutes.logOut, async (context) => {
  if (context.sessionToken) await revokeSession(context.sessionToken);
  if (context.session) await signedOut(context.session.userId, context);
  return { body: { ok: true }, cookies: [clearedSessionCookie()] };
});
