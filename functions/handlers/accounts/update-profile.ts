// PATCH /api/user/profile: name, phone and address. A new phone moves its uniqueness item atomically.
// The phone signs the account in, so a new one needs the current password (issue 12). Two saves at
// once both answer the saved profile (functions/accounts/save-profile.ts, decision 237).
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { saveProfile } from '../../accounts/save-profile';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(accountRoutes.updateProfile, async ({ body, now, ...caller }) => {
  return { body: await saveProfile(caller.session.userId, body, caller, now) };
});
