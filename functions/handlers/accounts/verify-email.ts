// POST /api/verify-email {token}: uses a verification link (registration or a change of address).
// A POST, not a GET on the link itself, so mail scanners that open links cannot use them up.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { EmailTakenError, LinkNotUsableError, findLinkToken, isLinkUsable, useEmailLink } from '../../data/link-tokens';
import { getUserById } from '../../data/users';
import { createHandler } from '../../lib/create-handler';
import { BadRequestError, ConflictError } from '../../lib/http-errors';

const INVALID_LINK_MESSAGE = 'This verification link is invalid or has expired.';

export const handler = createHandler(accountRoutes.verifyEmail, async ({ body, now }) => {
  const record = await findLinkToken(body.token);
  const user = isLinkUsable(record, ['verify-email', 'change-email'], now) ? await getUserById(record.userId) : null;
  if (!record || !user) throw new BadRequestError(INVALID_LINK_MESSAGE);
  try {
    await useEmailLink(record, user, now);
  } catch (error) {
    if (error instanceof LinkNotUsableError) throw new BadRequestError(INVALID_LINK_MESSAGE);
    if (error instanceof EmailTakenError) {
      throw new ConflictError('This email address now belongs to another account, so it cannot be added to yours.');
    }
    throw error;
  }
  const message =
    record.purpose === 'change-email'
      ? 'Your new email address is confirmed. Use it the next time you sign in.'
      : 'Your email address is verified. You can now sign in.';
  return { body: { email: record.email, message } };
});
