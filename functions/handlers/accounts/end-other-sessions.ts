// POST /api/user/sessions/end-others: signs the user out on every other browser and device.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { endOtherSessions } from '../../accounts/other-sessions';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(accountRoutes.endOtherSessions, async ({ session, ...caller }) => {
  const ended = await endOtherSessions(session.userId, caller);
  return { body: { ended, message: ended === 1 ? 'You have been signed out on 1 other device.' : `You have been signed out on ${ended} other devices.` } };
});
