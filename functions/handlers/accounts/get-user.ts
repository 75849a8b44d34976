// GET /api/user: the signed-in user, or 401 (the session guard answers for visitors).
import { routes } from '../../../shared/api/manifest';
import { getUserById } from '../../data/users';
import { createHandler } from '../../lib/create-handler';
import { NotAuthenticatedError } from '../../lib/http-errors';

export const handler = createHandler(routes.getUser, async ({ session }) => {
  const user = session && (await getUserById(session.userId));
  if (!user) throw new NotAuthenticatedError();
  return { body: user };
});
