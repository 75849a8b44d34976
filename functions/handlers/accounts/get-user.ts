// GET /api/user: the signed-in user, or 401 (the session guard answers for visitors).
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { NotAuthenticatedError } from '../../lib/http-errors';

export const handler = createHandler(accountRoutes.getUser, async ({ session }) => {
  const user = session && (await getUserById(session.userId));
  if (!user) throw new NotAuthenticatedError();
  return { body: user };
});
