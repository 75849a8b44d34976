// POST /api/auth/login {phone: 'Admin', password}: emergency recovery. Checks the signed-in admin's
// own password (throttled like a sign-in); on success the session is active again and may set a new
// passcode without the current one. Every outcome is recorded for audit (decision 063).
import * as adminSecurityRoutes from '../../../shared/api/routes/admin-security';
import { verifyCurrentPassword } from '../../accounts/password-checks';
import { forgetPasscodeFailures } from '../../admin-security/passcode-check';
import { recordAudit } from '../../audit/record-audit';
import { markRecoveryVerified, type AdminSession } from '../../data/admin-security';
import { getUserById } from '../../data/users';
import { createHandler } from '../../http/create-handler';
import { HttpError, NotAuthenticatedError } from '../../lib/http-errors';

export const handler = createHandler(adminSecurityRoutes.recoverAdminSession, async ({ body, now, ...caller }) => {
  const session = caller.session as AdminSession | null;
  const user = session && (await getUserById(session.userId));
  if (!session || !user) throw new NotAuthenticatedError();
  const audit = (outcome: string) =>
    recordAudit({ action: 'emergency_recovery', details: `Admin timeout security - emergency recovery ${outcome}`, caller, userId: user.id, now });
  try {
    await verifyCurrentPassword(user, body.password, 'password', caller, now);
  } catch (error) {
    if (error instanceof HttpError) await audit(error.status === 429 ? 'refused (too many attempts)' : 'failed');
    throw error;
  }
  await Promise.all([markRecoveryVerified(session, now), forgetPasscodeFailures(user.id)]);
  await audit('success');
  return { body: { ok: true } };
});
