// GET /api/check-username/{username}: whether a username is free, with free alternatives when not.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { UK_MOBILE_PATTERN, USERNAME_FORMAT_MESSAGE, USERNAME_MAX_LENGTH, USERNAME_PATTERN, USERNAME_PHONE_MESSAGE } from '../../../shared/schemas/account-fields';
import { suggestFreeUsernames } from '../../accounts/username-suggestions';
import { findUserIdBy } from '../../data/users';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(accountRoutes.checkUsername, async ({ params, now }) => {
  const { username } = params;
  if (!USERNAME_PATTERN.test(username) || username.length > USERNAME_MAX_LENGTH) {
    return { body: { available: false, message: USERNAME_FORMAT_MESSAGE, suggestions: await suggestFreeUsernames(username, now) } };
  }
  if (UK_MOBILE_PATTERN.test(username)) {
    // Only the account with that phone may have it, and it gets it by leaving the username blank.
    return { body: { available: false, message: USERNAME_PHONE_MESSAGE, suggestions: [] } };
  }
  if (await findUserIdBy('username', username)) {
    return { body: { available: false, message: 'That username is taken', suggestions: await suggestFreeUsernames(username, now) } };
  }
  return { body: { available: true, message: 'Username is available', suggestions: [] } };
});
