// POST /api/2fa/disable {password, code}: turns two-factor off; needs the password and a current
// code (or a recovery code), both checked under the account's sign-in limits. The account's other
// sessions end (issue 12).
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { accountThrottleKey, beginCredentialAttempt } from '../../accounts/credential-attempts';
import { verifyCurrentPassword } from '../../accounts/password-checks';
import { endOtherSessions } from '../../accounts/other-sessions';
import { matchSecondFactor } from '../../accounts/two-factor-codes';
import { CodeAlreadyUsedError, disableTwoFactor } from '../../data/two-factor';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { BadRequestError, NotAuthenticatedError } from '../../lib/http-errors';

const WRONG_CODE = 'That code is not valid. Please try again.';

export const handler = createHandler(accountRoutes.disableTwoFactor, async ({ body, now, ...caller }) => {
  const user = caller.session && (await getUserById(caller.session.userId));
  if (!user) throw new NotAuthenticatedError();
  if (!user.twoFactorEnabled) throw new BadRequestError('Two-factor authentication is not on.');
  await verifyCurrentPassword(user, body.password, 'password', caller, now);

  const attempt = await beginCredentialAttempt(accountThrottleKey(user.id, ''), caller.clientIp, now);
  const use = matchSecondFactor(user, body.code, now);
  const wrongCode = async () => {
    await attempt.failed();
    return new BadRequestError(WRONG_CODE, { errors: { code: [WRONG_CODE] } });
  };
  if (!use) throw await wrongCode();
  try {
    await disableTwoFactor(user.id, use, now);
  } catch (error) {
    if (error instanceof CodeAlreadyUsedError) throw await wrongCode();
    throw error;
  }
  await attempt.succeeded();
  await endOtherSessions(user.id, caller);
  return { body: { message: 'Two-factor authentication is off.' } };
});
