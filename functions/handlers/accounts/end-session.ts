// DELETE /api/user/sessions/{sessionId}: ends one of the signed-in user's sessions (another user's
// id, or one already ended, is a 404). Ending this one signs this browser out.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { sessionIdOf } from '../../accounts/session-views';
import { clearedSessionCookie } from '../../accounts/session-cookie';
import { revokeSessionsByHash, sessionsOfUser } from '../../data/sessions';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';

export const handler = createHandler(accountRoutes.endSession, async ({ params, session, now }) => {
  const candidates = [session, ...(await sessionsOfUser(session.userId, now))];
  const target = candidates.find((s) => sessionIdOf(s.tokenHash) === params.sessionId);
  if (!target) throw new NotFoundError('That session has already ended.');
  await revokeSessionsByHash([target.tokenHash]);
  const isCurrent = target.tokenHash === session.tokenHash;
  return {
    body: { ended: 1, message: isCurrent ? 'You have been signed out.' : 'That device has been signed out.' },
    ...(isCurrent ? { cookies: [clearedSessionCookie()] } : {}),
  };
});
