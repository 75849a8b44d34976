// GET /api/user: the signed-in user (a member of staff with what their role allows), or 401 (the session
// guard answers for visitors).
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { NotAuthenticatedError } from '../../lib/http-errors';
import { withPermissions } from '../../staff-roles/session-allows';

export const handler = createHandler(accountRoutes.getUser, async ({ session }) => {
  const user = session && (await getUserById(session.userId));
  if (!user) throw new NotAuthenticatedError();
  // A member of staff's permissions come from the session's copy: no read more (decision 266).
  return { body: withPermissions(user, session) };
});
