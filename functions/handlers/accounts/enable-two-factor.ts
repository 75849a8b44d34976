// POST /api/2fa/enable {password, code}: turns two-factor on once the current password and a right
// code from the app are given; answers the 10 recovery codes, shown this once and kept only as
// hashes. The account's other sessions end (issue 12).
import * as accountRoutes from '../../../shared/api/routes/accounts';
import { verifyCurrentPassword } from '../../accounts/password-checks';
import { generateRecoveryCodes, hashRecoveryCode } from '../../accounts/recovery-codes';
import { endOtherSessions } from '../../accounts/other-sessions';
import { matchTotpStep } from '../../accounts/totp';
import { CodeAlreadyUsedError, enableTwoFactor } from '../../data/two-factor';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { BadRequestError, ConflictError, NotAuthenticatedError } from '../../lib/http-errors';

const WRONG_CODE = 'That code is not right. Check the time on your phone and try the newest code.';

export const handler = createHandler(accountRoutes.enableTwoFactor, async ({ body, now, ...caller }) => {
  const user = caller.session && (await getUserById(caller.session.userId));
  if (!user) throw new NotAuthenticatedError();
  if (user.twoFactorEnabled) throw new ConflictError('Two-factor authentication is already on.');
  if (!user.twoFactorPendingSecret) throw new BadRequestError('Start the two-factor setup first.');
  await verifyCurrentPassword(user, body.password, 'password', caller, now);
  const step = matchTotpStep(user.twoFactorPendingSecret, body.code, now);
  if (step === null) throw new BadRequestError(WRONG_CODE, { errors: { code: [WRONG_CODE] } });
  const recoveryCodes = generateRecoveryCodes();
  try {
    await enableTwoFactor(user.id, user.twoFactorPendingSecret, step, recoveryCodes.map(hashRecoveryCode), now);
  } catch (error) {
    if (error instanceof CodeAlreadyUsedError) throw new ConflictError('Two-factor setup changed meanwhile. Please start again.');
    throw error;
  }
  await endOtherSessions(user.id, caller);
  return {
    body: {
      message: 'Two-factor authentication is on. Keep these recovery codes somewhere safe: each works once.',
      recoveryCodes,
    },
  };
});
