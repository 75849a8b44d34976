// GET /api/user/sessions: the signed-in user's live sessions, this one marked, newest activity first.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { sessionView } from '../../accounts/session-views';
import { sessionsOfUser } from '../../data/sessions';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(accountRoutes.listSessions, async ({ session, now }) => {
  const sessions = await sessionsOfUser(session.userId, now);
  // The user index is eventually consistent: this session is listed even if the index lags.
  const all = sessions.some((s) => s.tokenHash === session.tokenHash) ? sessions : [...sessions, session];
  const views = all.map((s) => sessionView(s, session.tokenHash));
  views.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  return { body: { sessions: views } };
});
