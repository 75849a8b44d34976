// PUT /api/admin/passcode {newPasscode}: the admin's own 6-digit passcode. Needs the current passcode
// (POST /api/admin/verify-pincode) or the admin password (POST /api/auth/login) checked on this
// session within the last few minutes; that check is used up by the change.
import * as adminSecurityRoutes from '../../../shared/api/routes/admin-security';
import { proofCutoff, proofIsFresh } from '../../admin-security/inactivity';
import { timeoutStateOf } from '../../admin-security/timeout-state';
import { recordAudit } from '../../audit/record-audit';
import { PasscodeProofMissingError, changePasscode, getAdminSecurity, type AdminSession } from '../../data/admin-security';
import { createHandler } from '../../http/create-handler';
import { ForbiddenError } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';

export const PASSCODE_PROOF_REQUIRED_MESSAGE =
  'Verify the current passcode or the admin password before changing the passcode.';

export const handler = createHandler(adminSecurityRoutes.changeAdminPasscode, async ({ body, now, ...caller }) => {
  const session = caller.session as AdminSession;
  try {
    await changePasscode(session, await hashPassword(body.newPasscode), proofCutoff(now), now);
  } catch (error) {
    if (error instanceof PasscodeProofMissingError) throw new ForbiddenError(PASSCODE_PROOF_REQUIRED_MESSAGE);
    throw error;
  }
  const byRecovery = !proofIsFresh(session.passcodeVerifiedAt, now) && proofIsFresh(session.recoveryVerifiedAt, now);
  await recordAudit({
    action: 'passcode_changed',
    details: `Admin timeout security - passcode changed after ${byRecovery ? 'emergency recovery' : 'passcode verification'}`,
    caller,
    userId: session.userId,
    now,
  });
  const settings = await getAdminSecurity(session.userId);
  return { body: timeoutStateOf(settings, { ...session, passcodeVerifiedAt: undefined, recoveryVerifiedAt: undefined }, now) };
});
