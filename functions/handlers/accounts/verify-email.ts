// POST /api/verify-email {token}: uses a verification link (registration or a change of address).
// A POST, not a GET on the link itself, so mail scanners that open links cannot use them up. A link
// that cannot be used is an answer, not a failed request: 200 with verified false and the reason
// (docs/decisions/215-a-link-check-answers-200.md).
import * as accountRoutes from '../../../shared/api/routes/accounts';
import type { VerifyEmailResponse } from '../../../shared/schemas/auth';
import { EmailTakenError, LinkNotUsableError, findLinkToken, isLinkUsable, useEmailLink } from '../../data/link-tokens';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';

const INVALID_LINK: VerifyEmailResponse = { verified: false, message: 'This verification link is invalid or has expired.' };
const EMAIL_TAKEN: VerifyEmailResponse = {
  verified: false,
  message: 'This email address now belongs to another account, so it cannot be added to yours.',
};

export const handler = createHandler(accountRoutes.verifyEmail, async ({ body, now }) => {
  const record = await findLinkToken(body.token);
  const user = isLinkUsable(record, ['verify-email', 'change-email'], now) ? await getUserById(record.userId) : null;
  if (!record || !user) return { body: INVALID_LINK };
  try {
    await useEmailLink(record, user, now);
  } catch (error) {
    if (error instanceof LinkNotUsableError) return { body: INVALID_LINK };
    if (error instanceof EmailTakenError) return { body: EMAIL_TAKEN };
    throw error;
  }
  const message =
    record.purpose === 'change-email'
      ? 'Your new email address is confirmed. Use it the next time you sign in.'
      : 'Your email address is verified. You can now sign in.';
  return { body: { verified: true, email: record.email, message } };
});
