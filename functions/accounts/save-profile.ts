// Saving the profile form (name, phone, address, date of birth). The save is conditional on the phone
// it read; when another save of the account commits first (a double click on Save), it reads the
// account again and applies the form to what is there now, so both clicks answer the saved profile
// (decision 237). A new phone needs the current password, checked once per request.
import type { UpdateProfileRequest } from '../../shared/schemas/profile';
import { rememberStreet } from '../address/remember-street';
import { birthdayChangeItems } from '../data/birthdays';
import { DuplicateUserError, getUserById, normaliseUnique, updateProfile, UserChangedError, type UserRecord } from '../data/users';
import { BadRequestError, ConflictError, NotAuthenticatedError } from '../lib/http-errors';
import type { Caller } from './caller';
import { verifyCurrentPassword } from './password-checks';

export const PASSWORD_FOR_PHONE_MESSAGE = 'Enter your current password to change your phone number.';
export const PHONE_TAKEN_MESSAGE = 'That phone number is used by another account.';
export const PROFILE_CHANGED_MESSAGE = 'Your details were changed by another save at the same moment. Check them and save again.';

/** Each lost race is another save committing; a few in a row means a stuck client, not a double click. */
const MAX_ATTEMPTS = 3;

export async function saveProfile(userId: string, body: UpdateProfileRequest, caller: Caller, now: Date): Promise<UserRecord> {
  const { currentPassword, ...changes } = body;
  let passwordChecked = false;
  for (let attempt = 1; ; attempt++) {
    const user = await getUserById(userId);
    if (!user) throw new NotAuthenticatedError();
    if (normaliseUnique('phone', changes.phone) !== user.phone && !passwordChecked) {
      if (!currentPassword) throw new BadRequestError(PASSWORD_FOR_PHONE_MESSAGE, { errors: { currentPassword: [PASSWORD_FOR_PHONE_MESSAGE] } });
      await verifyCurrentPassword(user, currentPassword, 'currentPassword', caller, now);
      passwordChecked = true;
    }
    try {
      // The birthday list follows the date of birth in the same transaction (decision 159).
      const updated = await updateProfile(user, changes, now, birthdayChangeItems(user.id, user.dateOfBirth, changes.dateOfBirth || undefined));
      if (changes.address && changes.address !== user.address) await rememberStreet(changes.address, now);
      return updated;
    } catch (error) {
      if (error instanceof DuplicateUserError) throw new ConflictError(PHONE_TAKEN_MESSAGE, { field: 'phone' });
      if (!(error instanceof UserChangedError)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError(PROFILE_CHANGED_MESSAGE);
    }
  }
}
