// POST /api/user/email {email, password}: starts a change of address. The account keeps its current
// address until the link sent to the new one is clicked; the current address is told of the request.
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { sendLink } from '../../accounts/account-links';
import { verifyCurrentPassword } from '../../accounts/password-checks';
import { findUserIdBy, getUserById, normaliseUnique } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { BadRequestError, ConflictError, NotAuthenticatedError } from '../../lib/http-errors';
import { requestEmail } from '../../mail/request-email';
import { emailChangeRequestedMessage } from '../../mail/templates/email-change-requested';

export const handler = createHandler(accountRoutes.changeEmail, async ({ body, now, ...caller }) => {
  const user = caller.session && (await getUserById(caller.session.userId));
  if (!user) throw new NotAuthenticatedError();
  if (normaliseUnique('email', body.email) === normaliseUnique('email', user.email)) {
    throw new BadRequestError('That is already your email address.', { errors: { email: ['That is already your email address.'] } });
  }
  await verifyCurrentPassword(user, body.password, 'password', caller, now);
  const owner = await findUserIdBy('email', body.email);
  if (owner && owner !== user.id) {
    throw new ConflictError('That email address is used by another account.', { field: 'email' });
  }
  await sendLink('change-email', user, body.email, caller.event, now);
  await requestEmail('email-change-requested', user.email, emailChangeRequestedMessage({ firstName: user.firstName, newEmail: body.email }));
  return {
    body: {
      message: `We have sent a link to ${body.email}. Your email address changes when you click it; until then, keep using ${user.email}.`,
      pendingEmail: body.email,
    },
  };
});
