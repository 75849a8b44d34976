// PATCH /api/user/profile: name, phone and address. A new phone moves its uniqueness item atomically.
import { accountRoutes } from '../../../shared/api/routes/accounts';
import { rememberStreet } from '../../address/remember-street';
import { DuplicateUserError, getUserById, updateProfile } from '../../data/users';
import { createHandler } from '../../lib/create-handler';
import { ConflictError, NotAuthenticatedError } from '../../lib/http-errors';

export const handler = createHandler(accountRoutes.updateProfile, async ({ body, session, now }) => {
  const user = session && (await getUserById(session.userId));
  if (!user) throw new NotAuthenticatedError();
  try {
    const updated = await updateProfile(user, body, now);
    if (body.address && body.address !== user.address) await rememberStreet(body.address, now);
    return { body: updated };
  } catch (error) {
    if (error instanceof DuplicateUserError) {
      throw new ConflictError('That phone number is used by another account.', { field: 'phone' });
    }
    throw error;
  }
});
