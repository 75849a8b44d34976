// PATCH /api/user/profile: name, phone and address. A new phone moves its uniqueness item atomically.
// The phone signs the account in, so a new one needs the current password (issue 12).
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { rememberStreet } from '../../address/remember-street';
import { verifyCurrentPassword } from '../../accounts/password-checks';
import { birthdayChangeItems } from '../../data/birthdays';
import { DuplicateUserError, getUserById, normaliseUnique, updateProfile } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { BadRequestError, ConflictError, NotAuthenticatedError } from '../../lib/http-errors';

export const PASSWORD_FOR_PHONE_MESSAGE = 'Enter your current password to change your phone number.';

export const handler = createHandler(accountRoutes.updateProfile, async ({ body, now, ...caller }) => {
  const user = caller.session && (await getUserById(caller.session.userId));
  if (!user) throw new NotAuthenticatedError();
  if (normaliseUnique('phone', body.phone) !== user.phone) {
    if (!body.currentPassword) throw new BadRequestError(PASSWORD_FOR_PHONE_MESSAGE, { errors: { currentPassword: [PASSWORD_FOR_PHONE_MESSAGE] } });
    await verifyCurrentPassword(user, body.currentPassword, 'currentPassword', caller, now);
  }
  const { currentPassword: _proof, ...changes } = body;
  try {
    // The birthday list follows the date of birth in the same transaction (decision 159).
    const updated = await updateProfile(user, changes, now, birthdayChangeItems(user.id, user.dateOfBirth, changes.dateOfBirth || undefined));
    if (changes.address && changes.address !== user.address) await rememberStreet(changes.address, now);
    return { body: updated };
  } catch (error) {
    if (error instanceof DuplicateUserError) {
      throw new ConflictError('That phone number is used by another account.', { field: 'phone' });
    }
    throw error;
  }
});
