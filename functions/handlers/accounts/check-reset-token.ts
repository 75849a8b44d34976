// GET /api/reset-password/{token}: whether a reset link can still be used, before the form is shown.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { findLinkToken, isLinkUsable } from '../../data/link-tokens';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(accountRoutes.checkResetToken, async ({ params, now }) => {
  const record = await findLinkToken(params.token);
  const user = isLinkUsable(record, ['reset-password'], now) ? await getUserById(record.userId) : null;
  const valid = !!record && !!user && user.resetTokenHash === record.tokenHash && user.email === record.email;
  return {
    body: valid
      ? { valid: true, message: 'Choose a new password.' }
      : { valid: false, message: 'This password reset link is invalid or has expired.' },
  };
});
